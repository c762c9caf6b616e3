import { firstToAct, nextDealerStep, runOutPlan } from '../hand/queries';
import type { HandState, Player } from '../hand/types';
import type { Rng } from '../rng';
import { VARIANTS } from '../variants';
import { announcement } from './lessons-betting';
import { LessonScript, says } from './script';
import { ALL_GAMES, type LessonSpec } from './spec';
import {
  actor,
  calmMove,
  dealerStep,
  deepStacks,
  dealOut,
  legalNow,
  lessonDeck,
  lessonHand,
  move,
  playRound,
  playToStreet,
  type Move,
} from './table';

const lowBoards = (s: HandState): boolean => VARIANTS[s.variant].boardOrder === 'low';

/** The street's first actor and the dealer's call, as a step: who acts first and why, and what the dealer says. */
function openerStep(script: LessonScript, state: HandState, lead: string, key: boolean): void {
  const first = firstToAct(state);
  const opener = first.answer;
  script.step(state, [says(lead, { street: state.street }), first.reason], {
    say: announcement(state),
    seats: opener === null ? [] : [opener],
    rules: first.rules,
    key,
  });
}

export const firstToActLesson: LessonSpec = {
  id: 'first-to-act',
  variants: ALL_GAMES,
  drill: 'first-to-act',
  fields: ['boardTie', 'commonCardFirst'],
  rules: (table) =>
    VARIANTS[table.variant].boardOrder === 'low'
      ? ['rr.razz.board', 'rr.stud.12', 'seed-001.board-tie-position', 'tda.rp-10-d']
      : ['rr.stud.1', 'rr.stud.12', 'seed-001.board-tie-position', 'tda.rp-10-d'],
  build(table, rng) {
    const fourth = playToStreet(lessonHand(table, deepStacks(table, 5, rng), lessonDeck(rng)), 4, rng);
    if (!fourth) return null;
    const script = new LessonScript();
    openerStep(script, fourth, lowBoards(fourth) ? 'lesson.first-to-act.low' : 'lesson.first-to-act.high', true);
    // The first player bets; the others call, and 5th street is dealt.
    const bettor = actor(fourth);
    const bet = legalNow(fourth).betOrRaiseTo[0]!;
    const opened = move(fourth, { to: bet });
    script.step(opened, says('lesson.first-to-act.bets', { seat: bettor + 1, amount: bet }), {
      say: says('lesson.say.bet', { amount: bet }),
      seats: [bettor],
      rules: ['rr.betting.in-turn'],
    });
    const fifth = playToStreet(opened, 5, rng);
    if (!fifth) return null;
    openerStep(script, fifth, 'lesson.first-to-act.again', false);
    return script;
  },
};

/** Folds one or two players (never the bring-in) on 3rd street; everyone else calls. */
function foldingOn3rd(folders: readonly Player[]): (s: HandState) => Move {
  return (s) => (s.street === 3 && folders.includes(actor(s)) && legalNow(s).fold && legalNow(s).bringIn === null ? 'fold' : calmMove(s));
}

/** Deals the street one dealer step at a time, a lesson step after each (the burn, then each card in order). */
function dealStepByStep(script: LessonScript, state: HandState, rng: Rng, key: boolean): HandState {
  let s = state;
  let dealt = 0;
  while (s.phase === 'dealing') {
    const step = nextDealerStep(s);
    const next = dealerStep(s, rng);
    const what = step.answer;
    const lead =
      what.kind === 'burn'
        ? says('lesson.burn-deal-order.burn', { street: s.street })
        : what.kind === 'deal' && dealt === 0
          ? says(what.up ? 'lesson.burn-deal-order.up' : 'lesson.burn-deal-order.down')
          : says('lesson.burn-deal-order.next');
    script.step(next, [lead, step.reason], {
      seats: what.kind === 'deal' ? [what.player] : [],
      rules: step.rules,
      key: key && what.kind === 'burn',
    });
    if (what.kind === 'deal') dealt++;
    s = next;
  }
  return s;
}

export const burnDealOrderLesson: LessonSpec = {
  id: 'burn-deal-order',
  variants: ALL_GAMES,
  drill: 'deal-order',
  fields: [],
  rules: () => ['seed-000.burn', 'rr.stud.13', 'seed-000.deal-order', 'seed-000.streets'],
  build(table, rng) {
    const players = 6;
    const start = lessonHand(table, deepStacks(table, players, rng), lessonDeck(rng));
    const third = dealOut(start, rng);
    if (third.phase !== 'betting') return null;
    const bringer = actor(third);
    const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== bringer);
    const folders = [others[rng.int(others.length)]!];
    if (rng.next() < 0.5) folders.push(others.filter((p) => p !== folders[0])[rng.int(others.length - 1)]!);
    const before4th = playRound(third, foldingOn3rd(folders));
    if (before4th.street !== 4 || before4th.phase !== 'dealing') return null;
    const script = new LessonScript();
    script.step(
      before4th,
      says('lesson.burn-deal-order.folded', {
        seats: [...folders]
          .sort((x, y) => x - y)
          .map((p) => String(p + 1))
          .join(', '),
      }),
      { seats: folders, rules: ['seed-000.folded-cards-dead'] },
    );
    const fourth = dealStepByStep(script, before4th, rng, true);
    // 5th and 6th streets go the same way; 7th street's card is dealt face down.
    const before7th = playToStreet(fourth, 6, rng);
    if (!before7th) return null;
    const sixthDone = playRound(before7th);
    if (sixthDone.street !== 7 || sixthDone.phase !== 'dealing') return null;
    script.step(sixthDone, says('lesson.burn-deal-order.sameEachStreet'), { rules: ['seed-000.streets'] });
    const seventh = dealerStep(sixthDone, rng);
    script.step(seventh, [says('lesson.burn-deal-order.burn', { street: 7 }), nextDealerStep(sixthDone).reason], {
      rules: ['seed-000.burn'],
    });
    const dealt = dealOut(seventh, rng);
    script.step(dealt, says('lesson.burn-deal-order.seventh'), {
      say: says('lesson.say.lastCardDown'),
      rules: ['seed-000.streets', 'seed-000.deal-order'],
    });
    return script;
  },
};

export const runOutLesson: LessonSpec = {
  id: 'run-out',
  variants: ALL_GAMES,
  drill: 'deal-order',
  fits: (scenario) =>
    scenario.street === 7 && scenario.question.parts.some((p) => p.kind === 'seat-order' && p.specials.includes('common')),
  fields: ['runOut', 'commonCardFirst'],
  rules: () => ['seed-000.deck-arithmetic', 'rr.stud.15', 'tda.rp-10-h', 'seed-000.run-out'],
  build(table, rng) {
    const players = 8;
    const sixth = playToStreet(lessonHand(table, deepStacks(table, players, rng), lessonDeck(rng)), 6, rng);
    if (!sixth) return null;
    const before7th = playRound(sixth);
    if (before7th.street !== 7 || before7th.phase !== 'dealing' || before7th.stub === null) return null;
    const script = new LessonScript();
    const left = before7th.stub.length - before7th.stubTop;
    script.step(before7th, says('lesson.run-out.count', { players, cards: players * 6, burns: before7th.burns.length, left }), {
      rules: ['seed-000.deck-arithmetic'],
      key: true,
    });
    const plan = runOutPlan(before7th);
    script.step(before7th, [says('lesson.run-out.plan'), plan.reason], { rules: plan.rules });
    let s = before7th;
    while (s.phase === 'dealing') {
      const step = nextDealerStep(s);
      const next = dealerStep(s, rng);
      const common = step.answer.kind === 'common';
      script.step(next, step.reason, { say: common ? says('lesson.say.commonCard') : null, rules: step.rules });
      s = next;
    }
    if (s.common === undefined || s.phase !== 'betting') return null;
    openerStep(script, s, 'lesson.run-out.firstToAct', false);
    return script;
  },
};
