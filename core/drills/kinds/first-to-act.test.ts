import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards';
import type { Reason } from '../../decision';
import { boardStrength, describeBoard } from '../../eval';
import { upcards } from '../../hand/order';
import type { HandState, Player } from '../../hand/types';
import { formatReason } from '../../i18n/format';
import { LOCALES } from '../../i18n/locale';
import { PROFILES, PROFILE_IDS } from '../../profiles/profiles';
import type { ProfileId } from '../../profiles/types';
import { VARIANTS, type VariantId } from '../../variants';
import { sameText } from '../choices';
import { scenarioFromCode, generateScenario } from '../generate';
import { answerOf, grade, solveScenario } from '../grade';
import type { Choice, DrillSetup, Scenario } from '../types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const setup = (variant: VariantId, players: number, rules: ProfileId): DrillSetup => ({ variant, players, rules, structure: STRUCTURE });

/** First-to-act scenarios on 7th street after a common card (8 players: the stub runs short, RR 15 / TDA RP-10-H). */
function withCommon(variant: VariantId, rules: ProfileId, seeds: number): Scenario[] {
  const out: Scenario[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const sc = generateScenario('first-to-act', setup(variant, 8, rules), seed);
    if (sc.state.common !== undefined) out.push(sc);
  }
  return out;
}

const alive = (st: HandState): Player[] => st.players.map((_, i) => i).filter((i) => !st.players[i]!.folded);
const order = (st: HandState) => VARIANTS[st.variant].boardOrder;
/** A board's call, with or without the common card. */
const call = (st: HandState, cards: readonly Card[], o: 'high' | 'low' = order(st)): Reason[] => [describeBoard(cards, o)];
const board = (st: HandState, p: Player, common: boolean): Card[] => upcards(st, p, 7, common);
const choicesOf = (sc: Scenario): readonly Choice[] => (sc.question.parts[1] as { choices: readonly Choice[] }).choices;
const rightChoice = (sc: Scenario): Choice => choicesOf(sc).find((c) => c.letter === (answerOf(sc)[1] as { letter: string }).letter)!;
const seatOf = (sc: Scenario): Player => (answerOf(sc)[0] as { seat: Player }).seat;

describe('drill 2 after a common card (RR stud 15, TDA RP-10-H, RR stud 12)', () => {
  it('the prompt says a common card was turned, not that 7th-street cards are out (nobody gets a 7th card of their own)', () => {
    const sc = scenarioFromCode('FA-stud8-8-tda-1.2.5.10-972507');
    expect(sc.state.common).not.toBeUndefined();
    expect(sc.question.prompt.key).toBe('drills.firstToAct.prompt.common');
    expect(formatReason(sc.question.prompt, 'en')).toMatch(
      /^Not enough cards for 7th street: the dealer turned a common card, which plays in every hand\./,
    );
    expect(formatReason(sc.question.prompt, 'es')).toContain('carta común');
    expect(formatReason(sc.question.prompt, 'it')).toContain('carta comune');
    for (const locale of LOCALES) expect(formatReason(sc.question.prompt, locale)).not.toMatch(/[{}]/);
    // Without a common card the 7th-street prompt is unchanged.
    const plain = Array.from({ length: 200 }, (_, k) => generateScenario('first-to-act', setup('stud', 5, 'rr-cash'), k + 1)).find(
      (s) => s.street === 7,
    )!;
    expect(formatReason(plain.question.prompt, 'en')).toBe('The cards for 7th street are out. Who acts first, and what do you announce?');
  });

  it('RR 15 (rr-cash): the high hand using the common card acts first, and the right call and every other board are read with it', () => {
    let others = 0;
    for (const variant of ['stud', 'stud8', 'razz'] as const) {
      for (const sc of withCommon(variant, 'rr-cash', 120)) {
        const st = sc.state;
        const seat = seatOf(sc);
        const strengths = alive(st).map((p) => boardStrength(board(st, p, true), order(st)));
        expect(boardStrength(board(st, seat, true), order(st))).toBe(Math.max(...strengths));
        expect(rightChoice(sc).text).toEqual(call(st, board(st, seat, true)));
        expect(grade(sc, answerOf(sc)).rules).toEqual(expect.arrayContaining(['rr.stud.15', 'rr.stud.12']));
        // Every choice is a board read the RR way, a misreading of the leader's board (the common card left out,
        // the other order, a single card), or another profile's call.
        const allowed: Reason[][] = alive(st).map((p) => call(st, board(st, p, true)));
        const lead = board(st, seat, true);
        allowed.push(
          call(st, board(st, seat, false)),
          call(st, lead, order(st) === 'high' ? 'low' : 'high'),
          ...lead.map((c) => call(st, [c])),
        );
        for (const id of PROFILE_IDS) {
          const v = solveScenario(sc, PROFILES[id])?.values[1];
          if (v?.kind === 'choice') allowed.push([...v.text]);
        }
        for (const c of choicesOf(sc))
          expect(
            allowed.some((a) => sameText(a, c.text)),
            `${sc.code}: ${formatReason(c.text[0]!, 'en')}`,
          ).toBe(true);
        // A board the common card changes is offered as the dealer reads it, with the common card.
        for (const p of alive(st)) {
          if (p === seat || sameText(call(st, board(st, p, true)), call(st, board(st, p, false)))) continue;
          if (choicesOf(sc).some((c) => sameText(c.text, call(st, board(st, p, true))))) others++;
        }
      }
    }
    expect(others).toBeGreaterThan(3);
  });

  it("TDA RP-10-H (tda): 6th street's first actor acts again; the boards, its call among them, are read without the common card", () => {
    let differs = 0;
    for (const variant of ['stud', 'stud8', 'razz'] as const) {
      for (const sc of withCommon(variant, 'tda', 120)) {
        const st = sc.state;
        const seat = seatOf(sc);
        // The 6th-street opener acts again while still in with chips (one who folded since leaves the best board, RR stud 1).
        const sixth = st.openers[3]!;
        if (sixth !== null && !st.players[sixth]!.folded && st.players[sixth]!.stack > 0) expect(seat).toBe(sixth);
        expect(rightChoice(sc).text).toEqual(call(st, board(st, seat, false)));
        const g = grade(sc, answerOf(sc));
        expect(g.rules).toContain('tda.rp-10-h');
        const allowed: Reason[][] = alive(st).map((p) => call(st, board(st, p, false)));
        const lead = board(st, seat, false);
        allowed.push(
          call(st, board(st, seat, true)),
          call(st, lead, order(st) === 'high' ? 'low' : 'high'),
          call(st, lead.slice(0, -1)),
          ...lead.map((c) => call(st, [c])),
        );
        for (const id of PROFILE_IDS) {
          const v = solveScenario(sc, PROFILES[id])?.values[1];
          if (v?.kind === 'choice') allowed.push([...v.text]);
        }
        for (const c of choicesOf(sc))
          expect(
            allowed.some((a) => sameText(a, c.text)),
            `${sc.code}: ${formatReason(c.text[0]!, 'en')}`,
          ).toBe(true);
        // RR 15's answer (the best board with the common card) is listed when it calls another board.
        const rr = g.otherProfiles.find((o) => o.profile === 'rr-cash');
        const rrSolution = solveScenario(sc, PROFILES['rr-cash'])!;
        const rrCall = rrSolution.values[1]!;
        if (rrCall.kind === 'choice' && !sameText(rrCall.text, rightChoice(sc).text)) {
          differs++;
          expect(rr?.rules).toContain('rr.stud.15');
        }
      }
    }
    expect(differs).toBeGreaterThan(0);
  });

  it("the QA case FA-stud8-8-tda-1.2.5.10-972507: seat 1 (aces and eights on 6th) acts again; seat 3's queens are read without the common 4", () => {
    const sc = scenarioFromCode('FA-stud8-8-tda-1.2.5.10-972507');
    expect(seatOf(sc)).toBe(0);
    expect(formatReason(rightChoice(sc).text[0]!, 'en')).toBe('two pair, aces and eights bets');
    const texts = choicesOf(sc).map((c) => formatReason(c.text[0]!, 'en'));
    expect(texts).not.toContain('two pair, queens and fours bets');
    // Under RR 15 the same table counts the common card in every board: seat 3 shows queens and fours.
    expect(formatReason(call(sc.state, board(sc.state, 2, true))[0]!, 'en')).toBe('two pair, queens and fours bets');
  });
});
