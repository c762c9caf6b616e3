import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards';
import type { Reason } from '../../decision';
import { describeHigh, describeLow, evaluateHigh, evaluateLow8, evaluateLowA5 } from '../../eval';
import { settle, showdownOrder } from '../../hand';
import type { HandState, Player } from '../../hand/types';
import { formatReason } from '../../i18n/format';
import { LOCALES } from '../../i18n/locale';
import type { ProfileId } from '../../profiles/types';
import type { VariantId } from '../../variants';
import { generateScenario } from '../generate';
import { answerOf, grade } from '../grade';
import type { Choice, DrillSetup, PartResponse, Response, Scenario } from '../types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const setup = (variant: VariantId, players: number, rules: ProfileId = 'rr-cash'): DrillSetup => ({
  variant,
  players,
  rules,
  structure: STRUCTURE,
});

function scenarios(variant: VariantId, players: number, seeds: number, rules: ProfileId = 'rr-cash'): Scenario[] {
  const out: Scenario[] = [];
  for (let seed = 1; seed <= seeds; seed++) out.push(generateScenario('showdown', setup(variant, players, rules), seed));
  return out;
}

/** Every card a player takes to the showdown, the common card too (RR 15: it plays in every hand). */
function hand(state: HandState, p: Player): Card[] {
  const cards = state.players[p]!.cards.map((d) => d.card!);
  return state.common !== undefined && state.common !== null ? [...cards, state.common] : cards;
}

/** The players still in who may win pot k (SEED-001 side pots). */
const eligible = (st: HandState, k: number): Player[] => settle(st).answer.pots[k]!.eligible.filter((p) => !st.players[p]!.folded);
const nested = (r: Reason, name: string): Reason[] => (r.params![name] as { reasons: Reason[] }).reasons;
const potSentences = (sc: Scenario): Reason[] => nested(grade(sc, answerOf(sc)).reason, 'pots');
/** The share clauses of one pot's sentence (not the close calls that may follow them). */
const clauses = (pot: Reason): Reason[] =>
  pot.params!['shares'] ? nested(pot, 'shares').filter((c) => c.key.startsWith('drills.showdown.share.')) : [];
/** The close calls of one pot's sentence: after its share clauses, or in a scoop's {calls}. */
const closeCalls = (pot: Reason): Reason[] =>
  [...(pot.params!['shares'] ? nested(pot, 'shares') : []), ...(pot.params!['calls'] ? nested(pot, 'calls') : [])].filter(
    (c) => c.key === 'drills.showdown.closeCall',
  );

/** A wrong answer to every part: another seat shows first, a wrong choice for each pot. */
function wrongAnswer(sc: Scenario): Response {
  const right = answerOf(sc);
  return sc.question.parts.map((part, k): PartResponse => {
    const r = right[k]!;
    if (part.kind === 'seat' && r.kind === 'seat') return { kind: 'seat', seat: part.candidates.find((c) => c !== r.seat)! };
    if (part.kind === 'choice' && r.kind === 'choice')
      return { kind: 'choice', letter: (part.choices as readonly Choice[]).find((c) => c.letter !== r.letter)!.letter };
    return r;
  });
}

describe('drill 6, the graded reason explains every part (TDA 17 / RR showdown order, then each pot: SEED-003 ranking, RR ties, RR hi-lo)', () => {
  it('first why that seat shows first (TDA 17, RR showdown), then one sentence per pot, in every language', () => {
    for (const variant of ['stud', 'razz', 'stud8'] as const) {
      for (const sc of scenarios(variant, 5, 12)) {
        const g = grade(sc, answerOf(sc));
        expect(g.reason.key).toBe('drills.showdown.why');
        const order = showdownOrder(sc.state);
        expect(nested(g.reason, 'first')).toEqual([order.reason]);
        // One sentence per pot: the question has one part per pot after "who shows first".
        expect(nested(g.reason, 'pots')).toHaveLength(sc.question.parts.length - 1);
        for (const locale of LOCALES) {
          const text = formatReason(g.reason, locale);
          expect(text.startsWith(formatReason(order.reason, locale)), `${sc.code} ${locale}: ${text}`).toBe(true);
          expect(text).not.toMatch(/[{}]/);
          expect(text).not.toMatch(/\[object/);
        }
      }
    }
  });

  it('a wrong answer gets the same full explanation, pots included', () => {
    for (const sc of scenarios('stud', 4, 6)) {
      const right = grade(sc, answerOf(sc));
      const wrong = grade(sc, wrongAnswer(sc));
      expect(wrong.parts.every((p) => !p.correct)).toBe(true);
      expect(wrong.reason).toEqual(right.reason);
      expect(nested(wrong.reason, 'pots').length).toBeGreaterThan(0);
    }
  });

  it('stud (SEED-003 ranking): each contested pot names its winner and the winning hand in words, checked with core/eval', () => {
    let named = 0;
    for (const sc of scenarios('stud', 4, 20)) {
      const pots = potSentences(sc);
      const expected = answerOf(sc);
      pots.forEach((pot, k) => {
        if (pot.key.startsWith('drills.showdown.why.uncontested')) return;
        const choice = (sc.question.parts[k + 1] as { choices: readonly Choice[] }).choices.find(
          (c) => c.letter === (expected[k + 1] as { letter: string }).letter,
        )!;
        const winners = choice.text.map((t) => Number(t.params!['seat']) - 1);
        const [clause] = clauses(pot);
        const best = Math.max(...winners.map((p) => evaluateHigh(hand(sc.state, p))));
        expect(eligible(sc.state, k).some((p) => evaluateHigh(hand(sc.state, p)) > best)).toBe(false);
        expect(nested(clause!, 'hand')).toEqual([describeHigh(hand(sc.state, winners[0]!))]);
        if (winners.length === 1) expect(clause!.params!['seat']).toBe(winners[0]! + 1);
        named++;
      });
    }
    expect(named).toBeGreaterThan(15);
    const text = formatReason(potSentences(scenarios('stud', 3, 1)[0]!)[0]!, 'en');
    expect(text).toMatch(/^The pot: \d+ to seat \d \(.+\)\.$/);
  });

  it('razz (RR razz): the winning low is named, ace-to-five', () => {
    for (const sc of scenarios('razz', 3, 10)) {
      potSentences(sc).forEach((pot, k) => {
        for (const clause of clauses(pot)) {
          const seat = clause.params!['seat'];
          if (typeof seat !== 'number') continue;
          const cards = hand(sc.state, seat - 1);
          expect(nested(clause, 'hand')).toEqual([describeLow(cards, 'a5')]);
          expect(eligible(sc.state, k).every((p) => evaluateLowA5(hand(sc.state, p)) <= evaluateLowA5(cards))).toBe(true);
        }
      });
    }
  });

  it('stud8 (RR hi-lo): halves name the high and the low hand, a split low its odd chip (RR / TDA 20), a scoop both hands, no low says so', () => {
    const seen = new Set<string>();
    for (const rules of ['rr-cash', 'tda'] as const) {
      for (const sc of scenarios('stud8', 5, 60, rules)) {
        potSentences(sc).forEach((pot, k) => {
          const kind = pot.key.split('.')[3]!;
          seen.add(kind);
          if (kind === 'halves' || kind === 'halvesOdd') {
            expect(kind === 'halvesOdd').toBe(Number(pot.params!['amount']) % 2 === 1);
            const cs = clauses(pot);
            expect(cs.some((c) => c.key.endsWith('.high'))).toBe(true);
            expect(cs.some((c) => c.key.endsWith('.low'))).toBe(true);
            for (const c of cs.filter((x) => x.key.endsWith('.low'))) {
              const seat = c.params!['seat'] ?? Number(String(c.params!['seats']).split(', ')[0]);
              expect(nested(c, 'hand')).toEqual([describeLow(hand(sc.state, Number(seat) - 1), '8')]);
              if (c.key.includes('.split.') || c.key.includes('.splitOdds.')) seen.add('splitLowOdd');
            }
          }
          if (kind === 'scoop') {
            const seat = Number(pot.params!['seat']) - 1;
            const cards = hand(sc.state, seat);
            expect(nested(pot, 'highHand')).toEqual([describeHigh(cards)]);
            expect(nested(pot, 'lowHand')).toEqual([describeLow(cards, '8')]);
          }
          if (kind === 'noLow') {
            for (const p of eligible(sc.state, k)) expect(evaluateLow8(hand(sc.state, p))).toBeNull();
          }
        });
      }
    }
    for (const kind of ['halves', 'halvesOdd', 'scoop', 'noLow', 'splitLowOdd']) expect(seen, kind).toContain(kind);
  });

  it('SEED-003 ranking, RR razz, RR hi-lo: a hand that won over one of the same name says which card decided, and the losing hand is the best of the rest', () => {
    let found = 0;
    for (const variant of ['razz', 'stud8'] as const) {
      for (const sc of scenarios(variant, 8, 40)) {
        potSentences(sc).forEach((pot, k) => {
          for (const call of closeCalls(pot)) {
            found++;
            const loser = Number(call.params!['seat']) - 1;
            const cards = hand(sc.state, loser);
            const low = variant === 'razz' ? evaluateLowA5 : evaluateLow8;
            // A close call in stud8 may be on the high half (RR hi-lo: each half on its own): the losing high has the winner's name.
            if (variant === 'stud8' && formatReason(nested(call, 'hand')[0]!, 'en') !== formatReason(describeLow(cards, '8'), 'en')) {
              expect(nested(call, 'hand')).toEqual([describeHigh(cards)]);
              continue;
            }
            // Else it is on a low: the losing low has the winner's name, and only the winner beats it.
            const description = variant === 'razz' ? describeLow(cards, 'a5') : describeLow(cards, '8');
            expect(nested(call, 'hand')).toEqual([description]);
            // The winning side says the same hand: its share clause, or a scoop's low hand.
            const share = clauses(pot).find((c) => (variant === 'razz' ? true : c.key.endsWith('.low')));
            expect(share ? nested(share, 'hand') : nested(pot, 'lowHand')).toEqual([description]);
            const better = eligible(sc.state, k).filter((p) => (low(hand(sc.state, p)) ?? -Infinity) > (low(cards) ?? -Infinity));
            expect(better.length, sc.code).toBeGreaterThan(0);
            expect(
              better.every(
                (p) =>
                  formatReason(describeLow(hand(sc.state, p), variant === 'razz' ? 'a5' : '8'), 'en') === formatReason(description, 'en'),
              ),
            ).toBe(true);
            for (const locale of LOCALES) expect(formatReason(call, locale)).not.toMatch(/[{}]/);
          }
        });
      }
    }
    expect(found).toBeGreaterThan(3);
    const razz = scenarios('razz', 8, 40)
      .flatMap(potSentences)
      .find((pot) => closeCalls(pot).length > 0)!;
    expect(formatReason(razz, 'en')).toMatch(/; seat \d also holds .+ low: the next card decides, \w+ against \w+\.$/);
  });

  it('Spanish speaks tú or impersonally: the prompt says "se muestran las cartas", never the usted "enseñe"', () => {
    const sc = scenarios('stud', 3, 1)[0]!;
    expect(formatReason(sc.question.prompt, 'es')).toBe(
      'Terminaron las apuestas: se muestran las cartas. ¿Quién muestra primero y quién gana cada bote?',
    );
  });
});
