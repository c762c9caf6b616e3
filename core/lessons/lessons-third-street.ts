import { rankOf, type Card } from '../cards';
import { bringIn, legalActions } from '../hand/queries';
import { bringInKey } from '../rules/bring-in';
import type { Rng } from '../rng';
import { VARIANTS } from '../variants';
import { LessonScript, says } from './script';
import { ALL_GAMES, type LessonSpec } from './spec';
import {
  actor,
  deepStacks,
  dealOut,
  lessonDeck,
  lessonHand,
  move,
  placeCards,
  playRound,
  thirdStreetPosition,
  type LessonTable,
} from './table';

/** Razz brings in with the high card (aces low): its texts say "high card" where stud's say "low card". */
export const highCardGame = (table: LessonTable): boolean => VARIANTS[table.variant].bringIn.pick === 'highest';

/**
 * A deck whose bring-in door card has the same rank as another door card, so the suit decides (SEED-001's 2s 2h 2d):
 * another player's door card is swapped for an undealt card of that rank. The deck unchanged when none is left.
 */
function suitTieDeck(deck: readonly Card[], players: number, table: LessonTable, rng: Rng): readonly Card[] {
  const variant = VARIANTS[table.variant];
  const doors = Array.from({ length: players }, (_, p) => thirdStreetPosition(players, p, 2));
  let low = doors[0]!;
  for (const place of doors) if (bringInKey(deck[place]!, variant) > bringInKey(deck[low]!, variant)) low = place;
  const rank = rankOf(deck[low]!);
  const spare = deck.slice(3 * players).filter((c) => rankOf(c) === rank);
  const others = doors.filter((place) => place !== low);
  if (spare.length === 0 || others.length === 0) return deck;
  return placeCards(deck, new Map([[others[rng.int(others.length)]!, spare[rng.int(spare.length)]!]]));
}

export const bringInLesson: LessonSpec = {
  id: 'bring-in',
  variants: ALL_GAMES,
  drill: 'bring-in',
  fields: ['shortStack'],
  rules: (table) =>
    highCardGame(table) ? ['rr.razz.bring-in', 'seed-004.razz-bring-in', 'rr.stud.2'] : ['rr.stud.1', 'seed-001.suit-order', 'rr.stud.2'],
  build(table, rng) {
    const players = 5;
    let deck: readonly Card[] = lessonDeck(rng);
    // Half the examples show door cards of equal rank, where the suit decides.
    if (rng.next() < 0.5) deck = suitTieDeck(deck, players, table, rng);
    const start = lessonHand(table, deepStacks(table, players, rng), deck);
    const high = highCardGame(table);
    const script = new LessonScript();
    script.step(start, says('lesson.bring-in.deal', { ante: table.structure.ante }), {
      say: says('lesson.say.antes'),
      rules: ['seed-001.ante', 'seed-000.deal-order'],
    });
    const dealt = dealOut(start, rng);
    const b = bringIn(dealt);
    if (!b.answer || dealt.street !== 3 || dealt.phase !== 'betting') return null;
    const who = b.answer.player;
    script.step(dealt, [says(high ? 'lesson.bring-in.compare.high' : 'lesson.bring-in.compare.low'), b.reason], {
      say: says(high ? 'lesson.say.bringIn.high' : 'lesson.say.bringIn', { seat: who + 1, amount: b.answer.amount }),
      seats: [who],
      rules: b.rules,
      key: true,
    });
    const options = legalActions(dealt);
    script.step(dealt, [says('lesson.bring-in.choice'), options.reason], { seats: [who], rules: options.rules });
    const posted = move(dealt, 'bring-in');
    const next = legalActions(posted);
    script.step(posted, [says('lesson.bring-in.posted', { seat: who + 1, amount: b.answer.amount }), next.reason], {
      say: says('lesson.say.action', { seat: actor(posted) + 1 }),
      seats: [actor(posted)],
      rules: next.rules,
    });
    return script;
  },
};

export const completingLesson: LessonSpec = {
  id: 'completing',
  variants: ALL_GAMES,
  drill: 'legal-action',
  fits: (scenario) => scenario.street === 3,
  fields: ['cap'],
  rules: () => ['rr.stud.2', 'rr.stud.3', 'rr.betting.fixed-limit', 'rr.betting.cap'],
  build(table, rng) {
    const players = 5;
    const { smallBet } = table.structure;
    const dealt = dealOut(lessonHand(table, deepStacks(table, players, rng), lessonDeck(rng)), rng);
    if (dealt.phase !== 'betting' || dealt.street !== 3) return null;
    const script = new LessonScript();
    const posted = move(dealt, 'bring-in');
    const first = actor(posted);
    const options = legalActions(posted);
    script.step(posted, [says('lesson.completing.facing'), options.reason], { seats: [first], rules: options.rules, key: true });
    // The first or the second player after the bring-in completes; whoever acts before calls.
    const completer = rng.next() < 0.5 ? first : (first + 1) % players;
    const before = playRound(posted, undefined, (s) => actor(s) === completer);
    const completed = move(before, { to: smallBet });
    script.step(completed, says('lesson.completing.completed', { seat: completer + 1, to: smallBet }), {
      say: says('lesson.say.complete', { amount: smallBet }),
      seats: [completer],
      rules: ['rr.stud.3'],
    });
    const raiser = actor(completed);
    const raiseOptions = legalActions(completed);
    const raised = move(completed, { to: 2 * smallBet });
    script.step(raised, [raiseOptions.reason, says('lesson.completing.raised', { seat: raiser + 1, to: 2 * smallBet })], {
      say: says('lesson.say.raise', { amount: 2 * smallBet }),
      seats: [raiser],
      rules: raiseOptions.rules,
    });
    const over = playRound(raised);
    if (over.street !== 4) return null;
    const bringer = bringIn(dealt).answer!.player;
    script.step(over, says('lesson.completing.called', { seat: bringer + 1, bringIn: table.structure.bringIn, to: 2 * smallBet }), {
      seats: [bringer],
      rules: ['rr.betting.fixed-limit'],
    });
    return script;
  },
};
