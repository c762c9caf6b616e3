/// <reference types="node" />
// Test files may read the shared data from disk; core source files never do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhh, PHH_KNOWN_FIELDS } from './parse';
import { writePhh } from './write';
import type { PhhAction, PhhCard, PhhHand } from './types';

const WSOP_DIR = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));
const wsop = readdirSync(WSOP_DIR)
  .filter((name) => name.endsWith('.phh'))
  .sort();

const card: fc.Arbitrary<PhhCard> = fc.oneof(fc.integer({ min: 0, max: 51 }), fc.constant(null));
const cards = fc.array(card, { minLength: 1, maxLength: 7 });
const amount = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.double({ min: 0.01, max: 1e6, noNaN: true, noDefaultInfinity: true }));
const chips = fc.integer({ min: 0, max: 10_000_000 });
// A commentary is read trimmed, so only trimmed texts can come back unchanged.
const comment = fc.option(
  fc.string().map((s) => s.trim()),
  { nil: undefined },
);

function action(players: number): fc.Arbitrary<PhhAction> {
  const player = fc.integer({ min: 0, max: players - 1 });
  const bare: fc.Arbitrary<PhhAction> = fc.oneof(
    fc.record({ kind: fc.constant('deal-hole' as const), player, cards }),
    fc.record({ kind: fc.constant('deal-board' as const), cards }),
    fc.record({ kind: fc.constantFrom('bring-in' as const, 'check-call' as const, 'fold' as const), player }),
    fc.record({ kind: fc.constant('complete-bet-raise' as const), player, amount }),
    fc.record({
      kind: fc.constant('show-muck' as const),
      player,
      cards: fc.oneof(cards, fc.constant('dealt' as const), fc.constant(null)),
    }),
    fc.constant({ kind: 'no-op' as const }),
  );
  return fc.tuple(bare, comment).map(([a, c]) => (c === undefined ? a : { ...a, comment: c }));
}

const extraKey = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).filter((key) => !(PHH_KNOWN_FIELDS as readonly string[]).includes(key));
const extraValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(extraKey, fc.integer(), { maxKeys: 3 }),
);

const hand: fc.Arbitrary<PhhHand> = fc.integer({ min: 2, max: 8 }).chain((players) =>
  fc.record(
    {
      variant: fc.constantFrom('F7S' as const, 'FR' as const, 'F7S/8' as const),
      anteTrimming: fc.boolean(),
      antes: fc.array(chips, { minLength: players, maxLength: players }),
      bringIn: amount,
      smallBet: amount,
      bigBet: amount,
      startingStacks: fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: players, maxLength: players }),
      actions: fc.array(action(players), { maxLength: 40 }),
      finishingStacks: fc.array(chips, { minLength: players, maxLength: players }),
      extra: fc.dictionary(extraKey, extraValue, { maxKeys: 5 }),
    },
    { requiredKeys: ['variant', 'anteTrimming', 'antes', 'bringIn', 'smallBet', 'bigBet', 'startingStacks', 'actions', 'extra'] },
  ),
);

describe('writePhh: PHH text that reads back to the same hand', () => {
  it('property: parsePhh(writePhh(hand)) deep-equals hand, for any stud-family hand', () => {
    fc.assert(
      fc.property(hand, (h) => {
        expect(parsePhh(writePhh(h))).toEqual(h);
      }),
      { numRuns: 300 },
    );
  });

  it.each(wsop)('the real hand %s survives write and read unchanged', (name) => {
    const original = parsePhh(readFileSync(WSOP_DIR + name, 'utf8'));
    expect(parsePhh(writePhh(original))).toEqual(original);
  });

  it('writes the PHH notation of every action', () => {
    const text = writePhh(parsePhh(readFileSync(WSOP_DIR + 'wsop-2023-43-5-03-50-24.phh', 'utf8')));
    expect(text).toContain('"p2 cbr 750000"');
    expect(text).toContain('"p1 sm 8c2h4cAdQdJdKh"');
    expect(text).toMatch(/^variant = "FR"$/m);
    expect(text).toMatch(/^finishing_stacks = \[ 0, 29700000 \]$/m);
  });
});
