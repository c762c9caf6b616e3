import { rankOf, type Card } from '../cards';
import { boardAnnouncement, bringIn, firstToAct, legalActions } from '../hand/queries';
import type { HandState, Player } from '../hand/types';
import { LessonScript, says } from './script';
import { ALL_GAMES, type LessonSpec } from './spec';
import {
  actor,
  calmMove,
  deepStacks,
  dealOut,
  laterStreetPosition,
  legalNow,
  lessonDeck,
  lessonHand,
  move,
  placeCards,
  playRound,
  playToStreet,
  thirdStreetPosition,
  type Move,
} from './table';

/** The dealer's call for the board that acts first ("pair of nines bets"), or null when nobody can act. */
export function announcement(state: HandState) {
  const opener = firstToAct(state).answer;
  return opener === null ? null : boardAnnouncement(state, opener).reason;
}

export const openPairLesson: LessonSpec = {
  id: 'open-pair',
  variants: ['stud'],
  drill: 'legal-action',
  fits: (scenario) => scenario.street === 4 && scenario.state.round.openPair,
  fields: ['openPairDoubling'],
  rules: () => ['rr.stud.4', 'seed-001.open-pair', 'tda.rp-10-f'],
  build(table, rng) {
    const players = 5;
    const paired = rng.int(players);
    // The player's 4th-street card pairs the door card (nobody folds on 3rd: the card's place in the deck is known).
    let deck: readonly Card[] = lessonDeck(rng);
    const door = deck[thirdStreetPosition(players, paired, 2)]!;
    const mates = deck.slice(3 * players).filter((c) => rankOf(c) === rankOf(door));
    if (mates.length === 0) return null;
    deck = placeCards(deck, new Map([[laterStreetPosition(players, paired, 4), mates[rng.int(mates.length)]!]]));
    const fourth = playToStreet(lessonHand(table, deepStacks(table, players, rng), deck), 4, rng);
    if (!fourth) return null;
    const opener = actor(fourth);
    const script = new LessonScript();
    const call = announcement(fourth);
    script.step(fourth, [says('lesson.open-pair.shows', { seat: paired + 1 }), firstToAct(fourth).reason], {
      say: call && says('lesson.say.openPair', { board: { reasons: [call] } }),
      seats: [paired, opener],
      rules: ['rr.stud.12'],
    });
    const options = legalActions(fourth);
    const doubling = table.rules.openPairDoubling;
    script.step(fourth, [says(doubling ? 'lesson.open-pair.choice' : 'lesson.open-pair.noDoubling'), options.reason], {
      seats: [opener],
      rules: [...options.rules, doubling ? 'rr.stud.4' : 'tda.rp-10-f'],
      key: true,
    });
    const sizes = legalNow(fourth).betOrRaiseTo;
    const bet = sizes[sizes.length - 1]!;
    const opened = move(fourth, { to: bet });
    const raiser = actor(opened);
    const raises = legalNow(opened).betOrRaiseTo;
    const raised = move(opened, { to: raises[raises.length - 1]! });
    const to = raises[raises.length - 1]!;
    script.step(opened, says(doubling ? 'lesson.open-pair.bigBet' : 'lesson.open-pair.smallBet', { seat: opener + 1, amount: bet }), {
      say: says('lesson.say.bet', { amount: bet }),
      seats: [opener],
      rules: doubling ? ['rr.stud.4'] : ['tda.rp-10-f'],
    });
    script.step(raised, says(doubling ? 'lesson.open-pair.bigRaise' : 'lesson.open-pair.smallRaise', { seat: raiser + 1, to }), {
      say: says('lesson.say.raise', { amount: to }),
      seats: [raiser],
      rules: doubling ? ['rr.stud.4', 'seed-001.open-pair'] : ['rr.betting.fixed-limit'],
    });
    return script;
  },
};

/** Raises as high as the round allows: bet or raise while a raise is on offer, then call. */
const raiseAll = (s: HandState): Move => {
  const legal = legalNow(s);
  if (legal.bringIn !== null) return 'bring-in';
  const raises = legal.completeTo !== null ? [legal.completeTo] : legal.betOrRaiseTo;
  return raises.length > 0 ? { to: raises[raises.length - 1]! } : 'check-or-call';
};

export const limitsCapLesson: LessonSpec = {
  id: 'limits-cap',
  variants: ALL_GAMES,
  drill: 'legal-action',
  // 3rd street's questions are about completing; from 4th street on, the bet sizes and the cap.
  fits: (scenario) => scenario.street >= 4,
  fields: ['cap'],
  rules: () => [
    'rr.betting.fixed-limit',
    'rr.betting.cap',
    'seed-001.cap-example',
    'rr.betting.heads-up',
    'tda.48',
    'house.cap-four-raises',
  ],
  build(table, rng) {
    const players = 5;
    const { smallBet, bigBet } = table.structure;
    const third = dealOut(lessonHand(table, deepStacks(table, players, rng), lessonDeck(rng)), rng);
    if (third.phase !== 'betting' || third.street !== 3) return null;
    const script = new LessonScript();
    const posted = move(third, 'bring-in');
    const completer = actor(posted);
    const completed = move(posted, { to: smallBet });
    script.step(completed, says('lesson.limits-cap.small', { small: smallBet, big: bigBet, seat: completer + 1 }), {
      say: says('lesson.say.complete', { amount: smallBet }),
      seats: [completer],
      rules: ['rr.betting.fixed-limit'],
    });
    const fifth = playToStreet(completed, 5, rng);
    if (!fifth) return null;
    const bettor = actor(fifth);
    const bet = move(fifth, { to: bigBet });
    script.step(bet, says('lesson.limits-cap.big', { big: bigBet, seat: bettor + 1 }), {
      say: says('lesson.say.bet', { amount: bigBet }),
      seats: [bettor],
      rules: ['rr.betting.fixed-limit'],
    });
    // Each next player raises while the round allows it: a bet and three raises (four under some house rules).
    let s = bet;
    const raisers: Player[] = [];
    while (s.phase === 'betting' && s.street === 5 && legalNow(s).betOrRaiseTo.length > 0) {
      raisers.push(actor(s));
      s = move(s, raiseAll(s));
    }
    if (s.phase !== 'betting' || s.street !== 5 || raisers.length !== table.rules.cap.raises) return null;
    script.step(s, says('lesson.limits-cap.raises', { count: raisers.length, to: (raisers.length + 1) * bigBet }), {
      say: says('lesson.say.raise', { amount: (raisers.length + 1) * bigBet }),
      seats: raisers,
      rules: ['rr.betting.cap'],
    });
    const capped = legalActions(s);
    script.step(s, [says('lesson.limits-cap.capped', { bets: raisers.length + 1 }), capped.reason], {
      say: says('lesson.say.capped'),
      seats: [actor(s)],
      rules: capped.rules,
      key: true,
    });
    return script;
  },
};

export const shortAllInLesson: LessonSpec = {
  id: 'short-all-in',
  variants: ALL_GAMES,
  drill: 'legal-action',
  fits: (scenario) => {
    const s = scenario.state;
    const idx = s.street - 3;
    return s.players.some((p) => !p.folded && p.stack === 0 && p.streetBets[idx]! > 0);
  },
  fields: ['tournament'],
  rules: () => ['rr.betting.5', 'tda.47', 'rr.betting.fixed-limit'],
  build(table, rng) {
    const players = 4;
    const { ante, smallBet } = table.structure;
    const deck = lessonDeck(rng);
    const stacks = deepStacks(table, players, rng);
    // The table in seat order from the bring-in: it brings in, the next completes, the next is short and all-in.
    const trial = dealOut(lessonHand(table, stacks, deck), rng);
    const bringer = bringIn(trial).answer?.player;
    if (bringer === undefined) return null;
    const completer = (bringer + 1) % players;
    const short = (bringer + 2) % players;
    // All-in raise of less than half a bet (it does not reopen the betting) or of half a bet or more (a full raise).
    const raise = rng.next() < 0.6 ? Math.floor((smallBet - 1) / 2) : Math.ceil(smallBet / 2);
    if (raise < 1) return null;
    const allIn = smallBet + raise;
    stacks[short] = ante + allIn;
    const dealt = dealOut(lessonHand(table, stacks, deck), rng);
    if (dealt.phase !== 'betting' || dealt.street !== 3) return null;
    const script = new LessonScript();
    const completed = move(move(dealt, 'bring-in'), { to: smallBet });
    script.step(completed, says('lesson.short-all-in.completed', { bringer: bringer + 1, seat: completer + 1, to: smallBet }), {
      say: says('lesson.say.complete', { amount: smallBet }),
      seats: [completer],
      rules: ['rr.stud.3'],
    });
    if (actor(completed) !== short) return null;
    const shoved = move(completed, { to: allIn });
    const full = 2 * raise >= smallBet;
    script.step(
      shoved,
      says(full ? 'lesson.short-all-in.half' : 'lesson.short-all-in.less', { seat: short + 1, to: allIn, raise, bet: smallBet }),
      {
        say: says('lesson.say.allIn', { amount: allIn }),
        seats: [short],
        rules: ['rr.betting.5', 'tda.47'],
      },
    );
    // The others act (calling) until the completer's turn comes round again.
    const back = playRound(shoved, calmMove, (s) => actor(s) === completer);
    if (back.phase !== 'betting' || back.street !== 3 || actor(back) !== completer) return null;
    const options = legalActions(back);
    script.step(
      back,
      [says(full ? 'lesson.short-all-in.reopened' : 'lesson.short-all-in.notReopened', { seat: completer + 1 }), options.reason],
      { seats: [completer], rules: options.rules, key: true },
    );
    return script;
  },
};
