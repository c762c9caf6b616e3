import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { parseCard } from '../cards';
import { variantFromPhh } from '../variants';
import { PROFILES } from '../profiles';
import {
  burn,
  checkOrCall,
  completeBetRaiseTo,
  createHand,
  dealCards,
  dealCommon,
  fold,
  nextDealerStep,
  postBringIn,
  settle,
  showOrMuck,
  type HandState,
} from './index';

// A minimal replay of the 30 real WSOP hands straight through the state machine (the full driver lives in core/phh).
const DIR = join(__dirname, '../../../shared/data/phh-wsop-2023-43');

function cardsOf(text: string): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 0; i < text.length; i += 2) out.push(text.slice(i, i + 2) === '??' ? null : parseCard(text.slice(i, i + 2)));
  return out;
}

function burnIfDue(s: HandState): HandState {
  return nextDealerStep(s).answer.kind === 'burn' ? burn(s) : s;
}

function replay(file: string): { state: HandState; expected: number[] } {
  const doc = parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, unknown>;
  const variant = variantFromPhh(doc.variant as string)!;
  const antes = doc.antes as number[];
  let s = createHand({
    variant: variant.id,
    rules: PROFILES.tda,
    structure: { ante: antes[0]!, bringIn: doc.bring_in as number, smallBet: doc.small_bet as number, bigBet: doc.big_bet as number },
    antes,
    stacks: doc.starting_stacks as number[],
    anteTrimming: doc.ante_trimming_status === true,
  });
  for (const action of doc.actions as string[]) {
    const [who, verb, arg] = action.split(' ');
    if (who === 'd') {
      s = burnIfDue(s);
      if (verb === 'dh') s = dealCards(s, Number(arg!.slice(1)) - 1, cardsOf(action.split(' ')[3]!));
      else s = dealCommon(s, cardsOf(arg!)[0]!);
      continue;
    }
    const p = Number(who!.slice(1)) - 1;
    if (verb === 'pb') s = postBringIn(s, p);
    else if (verb === 'cbr') s = completeBetRaiseTo(s, p, Number(arg));
    else if (verb === 'cc') s = checkOrCall(s, p);
    else if (verb === 'f') s = fold(s, p);
    else if (verb === 'sm') s = showOrMuck(s, p, arg ? cardsOf(arg) : 'muck');
  }
  return { state: s, expected: doc.finishing_stacks as number[] };
}

describe('the 30 WSOP 2023 event 43 hands replay to their recorded finishing stacks (tda profile)', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.phh'));
  it('finds the 30 hands', () => expect(files.length).toBe(30));
  for (const file of files) {
    it(file, () => {
      const { state, expected } = replay(file);
      expect(['showdown', 'complete']).toContain(state.phase);
      expect(settle(state).answer.finishingStacks).toEqual(expected);
    });
  }
});
