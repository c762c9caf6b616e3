import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readHandHistoryFile } from '../../test/hand-histories/read';
import { PhhError } from '../phh/error';
import { PROFILES } from '../profiles';
import { RoomError } from './error';
import { readHandHistory, replayWithMoney } from './history';

const FILES = [
  'pokerstars/razz-cash-9-hands.txt',
  'pokerstars/studhl-cash-7-hands.txt',
  'pokerstars/stud-cash-open-pair-side-pot.txt',
  'fulltilt/stud-cash-12-hands.txt',
  'fulltilt/razz-sng-all-in-ante.txt',
  'bovada/studhl-cash-split-pot.txt',
  'bovada/stud-tournament-40-hands.txt',
  'winamax/razz-cash.txt',
].map((name) => ({ name, lines: readHandHistoryFile(name).split('\n') }));

/** What a bad copy or a careless edit does to a file: a line lost, doubled or moved, a few characters changed, the end cut. */
type Mangle =
  | { readonly kind: 'drop' | 'double' | 'swap'; readonly at: number }
  | { readonly kind: 'edit'; readonly at: number; readonly from: number; readonly cut: number; readonly insert: string }
  | { readonly kind: 'cut'; readonly at: number; readonly from: number };

const mangleArb: fc.Arbitrary<Mangle> = fc.oneof(
  fc.record({ kind: fc.constantFrom('drop', 'double', 'swap'), at: fc.nat() }),
  fc.record({
    kind: fc.constant('edit'),
    at: fc.nat(),
    from: fc.nat(),
    cut: fc.nat(4),
    insert: fc.string({
      maxLength: 4,
      unit: fc.constantFrom('0', '9', '$', '€', ',', '.', ':', '[', ']', '(', ')', '#', ' ', 'x', 'A', 's', '-', '\t'),
    }),
  }),
  fc.record({ kind: fc.constant('cut'), at: fc.nat(), from: fc.nat() }),
) as fc.Arbitrary<Mangle>;

function mangle(lines: readonly string[], m: Mangle): string[] {
  const out = lines.slice();
  if (out.length === 0) return out;
  const k = m.at % out.length;
  switch (m.kind) {
    case 'drop':
      out.splice(k, 1);
      break;
    case 'double':
      out.splice(k, 0, out[k]!);
      break;
    case 'swap':
      if (k + 1 < out.length) [out[k], out[k + 1]] = [out[k + 1]!, out[k]!];
      break;
    case 'edit': {
      const line = out[k]!;
      const from = line.length === 0 ? 0 : m.from % line.length;
      out[k] = line.slice(0, from) + m.insert + line.slice(from + m.cut);
      break;
    }
    case 'cut':
      out.splice(k + 1);
      out[k] = out[k]!.slice(0, out[k]!.length === 0 ? 0 : m.from % out[k]!.length);
      break;
  }
  return out;
}

describe('a room hand history mangled (a line lost, doubled or moved, characters changed, the end cut)', () => {
  it('is read and replayed hand by hand: a hand that cannot be is a RoomError or PhhError in the file, never a crash', () => {
    fc.assert(
      fc.property(fc.nat(FILES.length - 1), fc.array(mangleArb, { minLength: 1, maxLength: 3 }), (file, mangles) => {
        const { name, lines } = FILES[file]!;
        const text = mangles.reduce((l, m) => mangle(l, m), lines).join('\n');
        const total = text.split('\n').length;
        let read;
        try {
          read = readHandHistory(text);
        } catch (error) {
          // Only a text in no format at all fails as a whole.
          expect(error, name).toBeInstanceOf(RoomError);
          return;
        }
        for (const entry of read.entries) {
          if (!entry.ok) {
            expect(entry.error instanceof RoomError || entry.error instanceof PhhError, `${name}: ${String(entry.error)}`).toBe(true);
            if (entry.error.line !== null) expect(entry.error.line).toBeLessThanOrEqual(total);
            continue;
          }
          try {
            replayWithMoney(entry.phh, PROFILES.online);
          } catch (error) {
            expect(error, `${name} hand ${entry.index}: ${String(error)}`).toBeInstanceOf(PhhError);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
