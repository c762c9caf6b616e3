import { makeCard, type Card, type Rank, type Suit } from '../cards';
import type { Reason } from '../decision';
import { describeHigh, describeLow } from '../eval/describe';
import { pots as potsOf, showdownAwards } from '../hand/settle';
import { showdownOrder, showOrMuck } from '../hand/showdown';
import type { HandState, Player } from '../hand/types';
import { shuffled, type Rng } from '../rng';
import { VARIANTS, type StreetNumber } from '../variants';
import { LessonScript, says } from './script';
import { ALL_GAMES, type LessonSpec } from './spec';
import {
  actor,
  calmMove,
  dealOut,
  deepStacks,
  legalNow,
  lessonDeck,
  lessonHand,
  move,
  placeCards,
  playRound,
  playToStreet,
  type LessonTable,
  type Move,
} from './table';

/** A player's cards as the showdown reads them (the common card too, when one was turned). */
function showdownCards(state: HandState, player: Player): Card[] {
  const cards = state.players[player]!.cards.flatMap((d) => (d.card === null ? [] : [d.card]));
  if (state.common !== undefined && state.common !== null) cards.push(state.common);
  return cards;
}

/** A hand read as the game reads it: high (stud), ace-to-five low (razz), or both halves with eight or better (stud hi-lo). */
function handWords(state: HandState, player: Player): Reason {
  const cards = showdownCards(state, player);
  switch (VARIANTS[state.variant].pots) {
    case 'high':
      return describeHigh(cards);
    case 'low':
      return describeLow(cards, 'a5');
    case 'high-low8':
      return says('lesson.reading-hands.hiLo', { high: { reasons: [describeHigh(cards)] }, low: { reasons: [describeLow(cards, '8')] } });
  }
}

/** Some pot of a finished betting is shared: equal hands, or stud hi-lo's halves. */
export function splitsPot(state: HandState): boolean {
  if (state.phase !== 'showdown' && state.phase !== 'complete') return false;
  const awards = showdownAwards(state);
  return awards !== null && awards.answer.pots.some((p) => p.shares.length > 1);
}

/** Every hand shown in the showdown order, a step each with the dealer reading it; the key step is the first show when asked. */
function showStepByStep(script: LessonScript, state: HandState, key: boolean): HandState {
  let s = state;
  let first = true;
  for (const p of showdownOrder(state).answer) {
    if (s.players[p]!.shown !== null) continue;
    s = showOrMuck(s, p);
    const hand = handWords(s, p);
    script.step(s, says('lesson.showdown-order.shows', { seat: p + 1, hand: { reasons: [hand] } }), {
      say: says('lesson.say.hand', { hand: { reasons: [hand] } }),
      seats: [p],
      rules: ['seed-003.ranking'],
      key: key && first,
    });
    first = false;
  }
  return s;
}

/** The pots pushed, a step each: the pot's winner and why (core/pots' award reasons), the lead sentence first. */
function awardStep(script: LessonScript, state: HandState, lead: string): void {
  const awards = showdownAwards(state);
  if (!awards) return;
  awards.answer.pots.forEach((pot, k) => {
    const text = k === 0 ? [says(lead), pot.reason] : [pot.reason];
    script.step(state, text, { seats: [...new Set(pot.shares.map((s) => s.player))], rules: pot.rules });
  });
}

export const potsLesson: LessonSpec = {
  id: 'pots',
  variants: ALL_GAMES,
  drill: 'pot',
  fields: [],
  rules: () => ['seed-001.ante', 'seed-001.side-pots', 'seed-001.uncalled', 'rr.showdown.side-pots-first'],
  build(table, rng) {
    const players = 4;
    const { ante, bringIn, smallBet } = table.structure;
    const deck = lessonDeck(rng);
    const stacks = deepStacks(table, players, rng);
    // Who opens 4th street on this deck; a short stack elsewhere calls its bet all-in.
    const trial = playToStreet(lessonHand(table, stacks, deck), 4, rng);
    if (!trial) return null;
    const opener = actor(trial);
    const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== opener);
    const short = others[rng.int(others.length)]!;
    const left = 1 + rng.int(smallBet - 1);
    stacks[short] = ante + bringIn + left;
    const fourth = playToStreet(lessonHand(table, stacks, deck), 4, rng);
    if (!fourth || actor(fourth) !== opener) return null;
    const script = new LessonScript();
    const bet = move(fourth, { to: smallBet });
    const before = playRound(bet, calmMove, (s) => actor(s) === short);
    if (before.phase !== 'betting' || actor(before) !== short) return null;
    const allIn = move(before, 'check-or-call');
    script.step(allIn, says('lesson.pots.allIn', { seat: short + 1, amount: left, bet: smallBet }), {
      say: says('lesson.say.allIn', { amount: left }),
      seats: [short],
      rules: ['seed-001.side-pots'],
    });
    const closed = playRound(allIn);
    if (closed.street !== 5) return null;
    const layout = potsOf(closed);
    const [main, side] = layout.answer;
    if (!main || !side) return null;
    script.step(closed, [says('lesson.pots.layout', { seat: short + 1 }), layout.reason], {
      say: says('lesson.say.pots', { main: main.amount, side: side.amount }),
      seats: [short],
      rules: layout.rules,
      key: true,
    });
    // 5th street: a big bet called by the two others goes to the side pot only; then the hand is checked down.
    const fifth = playToStreet(closed, 5, rng);
    if (!fifth) return null;
    const bigBet = move(fifth, { to: table.structure.bigBet });
    const fifthDone = playRound(bigBet);
    const after = potsOf(fifthDone);
    script.step(fifthDone, [says('lesson.pots.sideGrows', { seat: short + 1, side: after.answer[1]?.amount ?? 0 }), after.reason], {
      say: says('lesson.say.pots', { main: after.answer[0]!.amount, side: after.answer[1]?.amount ?? 0 }),
      rules: after.rules,
    });
    const showdown = playToShowdown(fifthDone, rng);
    if (!showdown) return null;
    const shown = showStepByStep(script, showdown, false);
    awardStep(script, shown, 'lesson.pots.awards');
    return script;
  },
};

/** Deals and plays calmly to the showdown; null when the hand ends before it. */
function playToShowdown(state: HandState, rng: Rng, choose: (s: HandState) => Move = calmMove): HandState | null {
  let s = state;
  for (let guard = 0; guard < 500 && s.phase !== 'showdown'; guard++) {
    if (s.phase === 'complete') return null;
    s = s.phase === 'dealing' ? dealOut(s, rng) : move(s, choose(s));
  }
  return s.phase === 'showdown' ? s : null;
}

export const showdownOrderLesson: LessonSpec = {
  id: 'showdown-order',
  variants: ALL_GAMES,
  drill: 'showdown',
  fields: ['showdownRiverChecked'],
  rules: () => ['rr.showdown.order', 'tda.17', 'seed-001.showdown-order', 'rr.showdown.side-pots-first', 'tda.16'],
  build(table, rng) {
    const players = 4;
    const fifth = playToStreet(lessonHand(table, deepStacks(table, players, rng), lessonDeck(rng)), 5, rng);
    if (!fifth) return null;
    // Someone bets on 5th street; 7th street is either bet into by the second player and called, or checked round.
    const betOn5th = playRound(move(fifth, { to: table.structure.bigBet }));
    const seventh = playToStreet(betOn5th, 7, rng);
    if (!seventh) return null;
    const checked = rng.next() < 0.5;
    let end: HandState;
    if (checked) end = playRound(seventh);
    else {
      const opened = move(seventh, 'check-or-call');
      end = playRound(move(opened, { to: table.structure.bigBet }));
    }
    if (end.phase !== 'showdown') return null;
    const order = showdownOrder(end);
    const script = new LessonScript();
    script.step(end, [says(checked ? 'lesson.showdown-order.checked' : 'lesson.showdown-order.bet'), order.reason], {
      say: says('lesson.say.showFirst', { seat: order.answer[0]! + 1 }),
      seats: [order.answer[0]!],
      rules: order.rules,
      key: true,
    });
    const shown = showStepByStep(script, end, false);
    awardStep(script, shown, 'lesson.showdown-order.won');
    return script;
  },
};

export const readingHandsLesson: LessonSpec = {
  id: 'reading-hands',
  variants: ALL_GAMES,
  drill: 'showdown',
  fields: [],
  rules: (table) =>
    table.variant === 'razz'
      ? ['rr.razz.low', 'seed-003.ranking', 'rr.ties']
      : table.variant === 'stud8'
        ? ['seed-003.ranking', 'rr.hi-lo.split', 'rr.hi-lo.qualify', 'rr.ties']
        : ['seed-003.ranking', 'rr.ties'],
  build(table, rng) {
    const showdown = playToShowdown(lessonHand(table, deepStacks(table, 3, rng), lessonDeck(rng)), rng);
    if (!showdown) return null;
    const script = new LessonScript();
    script.step(showdown, says(`lesson.reading-hands.intro.${table.variant}`), { rules: readingHandsLesson.rules(table) });
    const shown = showStepByStep(script, showdown, true);
    awardStep(script, shown, 'lesson.reading-hands.won');
    return script;
  },
};

/**
 * Where each player's cards lie in the deck, street by street, when `lastStreet` says the last street a player is
 * dealt (a player who folds during a street's betting gets no later card): three rounds on 3rd street, then a burn
 * and one card per player still in on each later street (SEED-000's deal order; no run-out at a small table).
 */
function dealPlaces(players: number, lastStreet: (player: Player) => StreetNumber): number[][] {
  const places: number[][] = Array.from({ length: players }, () => []);
  let at = 0;
  for (let round = 0; round < 3; round++) for (let p = 0; p < players; p++) places[p]!.push(at++);
  for (let street = 4; street <= 7; street++) {
    at++;
    for (let p = 0; p < players; p++) if (lastStreet(p) >= street) places[p]!.push(at++);
  }
  return places;
}

/** `count` cards of the given ranks (one each) with suits dealt round so no suit appears three times: never a flush. */
function unsuited(ranks: readonly Rank[], rng: Rng, shift = 0): Card[] {
  const suits = shuffled([0, 1, 2, 3, 0, 1, 2] as Suit[], rng);
  return ranks.map((r, k) => makeCard(r, ((suits[k]! + shift) % 4) as Suit));
}

/** Whether five ranks in a row are among `ranks` (the ace counts high and low). */
function hasStraight(ranks: readonly Rank[]): boolean {
  const have = new Set<number>(ranks);
  if (have.has(14)) have.add(1);
  for (let top = 5; top <= 14; top++) if ([0, 1, 2, 3, 4].every((d) => have.has(top - d))) return true;
  return false;
}

/**
 * Two hands for the split: the same seven ranks in other suits (stud, razz: a tie), or a high hand with no low against
 * a qualifying low with nothing better than a high card (stud hi-lo: the pot halved). Null when the draw collides.
 */
function splitHands(table: LessonTable, rng: Rng): [Card[], Card[]] | null {
  const all: Rank[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
  if (table.variant !== 'stud8') {
    const ranks = shuffled(all, rng).slice(0, 7);
    return [unsuited(ranks, rng), unsuited(ranks, rng, 1)];
  }
  // High: seven cards from nine to king (two pair at least, and no card of eight or lower: no low).
  const high: Card[] = shuffled(
    all.filter((r) => r >= 9 && r <= 13).flatMap((r) => [0, 1, 2, 3].map((s) => makeCard(r, s as Suit))),
    rng,
  ).slice(0, 7);
  const lows = shuffled([14, 2, 3, 4, 5, 6, 7, 8] as Rank[], rng).slice(0, 5);
  const tops = shuffled([9, 10, 11, 12, 13] as Rank[], rng).slice(0, 2);
  const ranks = [...lows, ...tops];
  if (hasStraight(ranks)) return null;
  const low = unsuited(ranks, rng);
  if (low.some((c) => high.includes(c))) return null;
  return [high, low];
}

export const splitOddChipLesson: LessonSpec = {
  id: 'split-odd-chip',
  variants: ALL_GAMES,
  drill: 'showdown',
  // Stud hi-lo's showdowns that halve a pot; in stud and razz a tie is too rare in the drill to wait for, so any
  // showdown question (who wins each pot, and how it splits if the hands tie) practises it.
  fits: (scenario) => scenario.setup.variant !== 'stud8' || splitsPot(scenario.state),
  fields: ['oddChip'],
  rules: (table) =>
    table.variant === 'stud8'
      ? ['rr.hi-lo.split', 'rr.hi-lo.qualify', 'rr.showdown.odd-chip', 'tda.20']
      : ['rr.ties', 'rr.showdown.odd-chip', 'tda.20'],
  build(table, rng) {
    const players = 3;
    const hands = splitHands(table, rng);
    if (!hands) return null;
    const seats = shuffled([0, 1, 2], rng);
    const [a, b, folder] = seats as [Player, Player, Player];
    const places = dealPlaces(players, (p) => (p === folder ? 4 : 7));
    const wanted = new Map<number, Card>();
    hands[0].forEach((card, k) => wanted.set(places[a]![k]!, card));
    hands[1].forEach((card, k) => wanted.set(places[b]![k]!, card));
    const deck = placeCards(lessonDeck(rng), wanted);
    // The third player calls 3rd street and folds to a bet on 4th: antes and 3rd street make an odd pot.
    let betOn4th = false;
    const choose = (s: HandState): Move => {
      const p = actor(s);
      const legal = legalNow(s);
      if (s.street === 4 && p === folder) return (legal.call ?? 0) > 0 ? 'fold' : 'check-or-call';
      if (s.street === 4 && !betOn4th && legal.check) {
        betOn4th = true;
        return { to: legal.betOrRaiseTo[0]! };
      }
      return calmMove(s);
    };
    const showdown = playToShowdown(lessonHand(table, deepStacks(table, players, rng), deck), rng, choose);
    if (!showdown || !showdown.players[folder]!.folded) return null;
    const script = new LessonScript();
    script.step(showdown, says(table.variant === 'stud8' ? 'lesson.split-odd-chip.hiLo' : 'lesson.split-odd-chip.tie'), {
      seats: [a, b],
      rules: splitOddChipLesson.rules(table),
    });
    const shown = showStepByStep(script, showdown, false);
    const awards = showdownAwards(shown);
    const pot = awards?.answer.pots[0];
    if (!awards || !pot) return null;
    const hilo = table.variant === 'stud8';
    // Halves: the chip that does not divide between them goes to the high half. A split side: the odd-chip rule's winner.
    const odd = hilo
      ? pot.amount % 2 === 1
        ? pot.shares.find((s) => s.half === 'high')
        : undefined
      : pot.shares.find((s) => s.oddChips > 0);
    if (!odd) return null;
    const amounts = pot.shares.map((s) => s.amount);
    script.step(shown, [says(hilo ? 'lesson.split-odd-chip.halves' : 'lesson.split-odd-chip.even', { amount: pot.amount }), pot.reason], {
      say: hilo
        ? says('lesson.say.hiLo', { high: Math.max(...amounts), low: Math.min(...amounts) })
        : says('lesson.say.split', { amount: Math.min(...amounts) }),
      seats: [a, b],
      rules: awards.rules,
    });
    const rule = hilo ? 'hiLo' : `${table.rules.oddChip}.${VARIANTS[table.variant].pots}`;
    script.step(shown, says(`lesson.split-odd-chip.oddChip.${rule}`, { seat: odd.player + 1 }), {
      say: says('lesson.say.oddChip', { seat: odd.player + 1 }),
      seats: [odd.player],
      rules: hilo ? ['rr.hi-lo.split'] : [table.rules.oddChip === 'tda' ? 'tda.20' : 'rr.showdown.odd-chip'],
      key: true,
    });
    return script;
  },
};
