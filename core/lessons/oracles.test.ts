import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pokersolver from 'pokersolver';
import { evaluateCardCodes } from 'phe';
import { formatCard, lowRankOf, rankOf, RANK_NAMES, suitOf, type Card } from '../cards';
import type { Reason, ReasonParam } from '../decision';
import type { HandState, LogEntry, Player } from '../hand/types';
import { legalActions } from '../hand/queries';
import { PROFILE_IDS, PROFILES } from '../profiles/profiles';
import type { ProfileId } from '../profiles/types';
import { ruleOn } from '../rulings/rule-on';
import type { StreetNumber, VariantId } from '../variants';
import { LESSON_SEED, lessonExample, lessonGames, type LessonExample, type LessonId } from '.';
import { MISPROCEDURE_FAMILIES } from './lessons-misprocedures';
import { LESSON_STRUCTURE } from './table';

/**
 * What each lesson's example shows, checked from the cards and the log by rules written out here on their own (not by
 * asking the engine the question the lesson answers), over the lesson's seed and random seeds, every game and profile.
 */

const S = LESSON_STRUCTURE;

function examples(id: LessonId, check: (e: LessonExample) => void, runs = 40): void {
  for (const variant of lessonGames(id))
    for (const profile of PROFILE_IDS) check(lessonExample(id, { variant, rules: profile }, LESSON_SEED));
  fc.assert(
    fc.property(
      fc.constantFrom(...lessonGames(id)),
      fc.constantFrom(...PROFILE_IDS),
      fc.integer({ min: 0, max: 0xffffffff }),
      (variant: VariantId, profile: ProfileId, seed) => {
        check(lessonExample(id, { variant, rules: profile }, seed));
      },
    ),
    { numRuns: runs },
  );
}

const keyStep = (e: LessonExample) => e.steps.find((s) => s.key)!;
const finalState = (e: LessonExample) => e.steps.reduce((a, s) => (s.state.log.length >= a.log.length ? s.state : a), e.steps[0]!.state);
const param = (r: Reason | null | undefined, name: string): ReasonParam | undefined => r?.params?.[name];
const cardsOf = (s: HandState, p: Player): Card[] => s.players[p]!.cards.map((d) => d.card!);
const upcardsOf = (s: HandState, p: Player): Card[] => s.players[p]!.cards.filter((d) => d.up).map((d) => d.card!);
const alive = (s: HandState): Player[] => s.players.flatMap((p, i) => (p.folded ? [] : [i]));

/** Each log entry's street: the street of the last cards dealt before it. */
function streetsOfLog(log: readonly LogEntry[]): { entry: LogEntry; street: StreetNumber }[] {
  let street: StreetNumber = 3;
  let burnPending = false;
  return log.map((entry) => {
    if (entry.op === 'burn') {
      burnPending = true;
      return { entry, street: (street + 1) as StreetNumber };
    }
    if (entry.op === 'deal') street = entry.cards[0]!.street;
    if (burnPending && entry.op !== 'deal') burnPending = false;
    return { entry, street };
  });
}

// ---- Bring-in (RR stud 1, RR Razz, SEED-001 suit order) ------------------------------------------------------

/** The bring-in seat from the door cards alone: the lowest (aces high, clubs lowest) or in razz the highest (aces low, spades highest). */
function bringInOracle(s: HandState): Player {
  const razz = s.variant === 'razz';
  const key = (c: Card) => (razz ? lowRankOf(c) * 4 + suitOf(c) : -(rankOf(c) * 4 + suitOf(c)));
  return alive(s).reduce((best, p) => (key(upcardsOf(s, p)[0]!) > key(upcardsOf(s, best)[0]!) ? p : best));
}

// ---- Boards (RR stud 1 and 12, RR Razz) ---------------------------------------------------------------------

/** A board as counts and ranks (counts largest first, then ranks): compared in the game's direction. */
function boardVector(cards: readonly Card[], low: boolean): number[] {
  const counts = new Map<number, number>();
  for (const c of cards) {
    const r = low ? lowRankOf(c) : rankOf(c);
    counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  const groups = [...counts].sort((a, b) => b[1] - a[1] || (low ? b[0] - a[0] : b[0] - a[0]));
  return [...groups.map((g) => g[1]), ...groups.map((g) => g[0])];
}

/** Board a against b: > 0 when a is the better board to act first with (high boards: bigger; razz: fewer pairs, then lower). */
function compareBoards(a: readonly Card[], b: readonly Card[], low: boolean): number {
  const va = boardVector(a, low);
  const vb = boardVector(b, low);
  const groups = (v: number[]) => v.slice(0, v.length / 2);
  const ga = groups(va);
  const gb = groups(vb);
  for (let k = 0; k < Math.max(ga.length, gb.length); k++) {
    const d = (ga[k] ?? 0) - (gb[k] ?? 0);
    if (d !== 0) return low ? -d : d;
  }
  const ra = va.slice(ga.length);
  const rb = vb.slice(gb.length);
  for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) return low ? rb[k]! - ra[k]! : ra[k]! - rb[k]!;
  return 0;
}

function checkOpener(s: HandState, opener: Player): void {
  const low = s.variant === 'razz';
  const board = upcardsOf(s, opener);
  for (const p of alive(s))
    expect(compareBoards(upcardsOf(s, p), board, low), `seat ${p + 1} shows a better board than the opener`).toBeLessThanOrEqual(0);
  // Equal boards by position (RR stud 1, SEED-001): the first of them from the dealer's left.
  if (s.config.rules.boardTie === 'position') {
    const tied = alive(s).filter((p) => compareBoards(upcardsOf(s, p), board, low) === 0);
    expect(opener).toBe(Math.min(...tied));
  }
}

// ---- Hands (seed-003.ranking, RR Razz, RR high-low) ---------------------------------------------------------

const SOLVER_KINDS: Readonly<Record<string, string>> = {
  'High Card': 'high-card',
  Pair: 'pair',
  'Two Pair': 'two-pair',
  'Three of a Kind': 'trips',
  Straight: 'straight',
  Flush: 'flush',
  'Full House': 'full-house',
  'Four of a Kind': 'quads',
  'Straight Flush': 'straight-flush',
  'Royal Flush': 'royal-flush',
};

function fives(cards: readonly Card[]): Card[][] {
  const out: Card[][] = [];
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) for (let e = d + 1; e < n; e++) out.push([cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!]);
  return out;
}

/** The lowest five different ranks (aces low), top card first; null with fewer than five different ranks (or, for eight or better, five of eight or lower). */
function lowRanks(cards: readonly Card[], eightOrBetter: boolean): number[] | null {
  const ranks = [...new Set(cards.map(lowRankOf))].filter((r) => !eightOrBetter || r <= 8).sort((a, b) => a - b);
  return ranks.length >= 5 ? ranks.slice(0, 5).reverse() : null;
}

const rankWord = (r: number) => RANK_NAMES[(r === 1 ? 14 : r) - 2];

function checkHandWords(words: Reason, cards: readonly Card[], variant: VariantId): void {
  const high = (r: Reason) => {
    const kind = SOLVER_KINDS[pokersolver.Hand.solve(cards.map(formatCard)).name]!;
    expect(r.key === `hand.${kind}` || r.key.startsWith(`hand.${kind}.`)).toBe(true);
  };
  const low = (r: Reason, eight: boolean) => {
    const ranks = lowRanks(cards, eight);
    if (ranks === null) expect(r.key).toBe(eight ? 'hand.no-low' : r.key);
    else expect(r.key).toBe(`hand.low.${rankWord(ranks[0]!)}.${rankWord(ranks[1]!)}`);
  };
  if (variant === 'stud') high(words);
  else if (variant === 'razz') low(words, false);
  else {
    const parts = (name: string) => (param(words, name) as { reasons: Reason[] }).reasons[0]!;
    high(parts('high'));
    low(parts('low'), true);
  }
}

/** phe numbers suits s, h, d, c = 0..3; ours are c, d, h, s = 0..3. */
const pheCode = (c: Card) => (c & ~3) | (3 - (c & 3));

/** The five-card hand a player plays: the best high (phe, smaller is better) or the best ace-to-five low. */
function fiveCardHand(cards: readonly Card[], low: boolean): Card[] {
  if (!low) return fives(cards).reduce((best, f) => (evaluateCardCodes(f.map(pheCode)) < evaluateCardCodes(best.map(pheCode)) ? f : best));
  const key = (f: Card[]) => {
    const distinct = new Set(f.map(lowRankOf)).size;
    return [5 - distinct, ...f.map(lowRankOf).sort((a, b) => b - a)];
  };
  const better = (a: number[], b: number[]) =>
    a.findIndex((x, k) => x !== b[k]) >= 0 && a[a.findIndex((x, k) => x !== b[k])]! < b[a.findIndex((x, k) => x !== b[k])]!;
  return fives(cards).reduce((best, f) => (better(key(f), key(best)) ? f : best));
}

describe('each lesson example shows what its lesson says', () => {
  it('bring-in: the seat named has the lowest door card (razz: the highest, aces low), by suit on equal ranks, and posts the bring-in (RR stud 1, RR Razz, SEED-001 suit order, RR stud 2)', () => {
    examples('bring-in', (e) => {
      const step = keyStep(e);
      const low = bringInOracle(step.state);
      expect(step.seats).toEqual([low]);
      expect(param(step.say, 'seat')).toBe(low + 1);
      expect(param(step.say, 'amount')).toBe(S.bringIn);
      const posted = finalState(e).log.find((l) => l.op === 'bringIn');
      expect(posted).toEqual({ op: 'bringIn', player: low, amount: S.bringIn });
    });
  });

  it('completing: after the bring-in a player completes to the small bet and the next raise is one small bet more (RR stud 2-3)', () => {
    examples('completing', (e) => {
      const log = finalState(e).log;
      const bets = log.filter((l) => l.op === 'cbr' || l.op === 'bringIn');
      expect(bets[0]!.op).toBe('bringIn');
      expect(bets[1]).toMatchObject({ op: 'cbr', kind: 'complete', to: S.smallBet });
      expect(bets[2]).toMatchObject({ op: 'cbr', kind: 'raise', to: 2 * S.smallBet });
    });
  });

  it('first to act: on 4th and 5th street the seat named shows the best board (razz: the lowest), ties by position where the house rules say so (RR stud 1, 12; RR Razz; SEED-001)', () => {
    examples('first-to-act', (e) => {
      const openers = e.steps.filter((s) => s.say?.key.startsWith('board.'));
      expect(openers).toHaveLength(2);
      for (const step of openers) checkOpener(step.state, step.seats[0]!);
    });
  });

  it('open pair: a pair shows on 4th street; the small or the big bet where the house rules double (RR stud 4), the small bet alone where they do not (TDA RP-10-F); a big bet makes the raise big', () => {
    examples('open-pair', (e) => {
      const step = keyStep(e);
      const s = step.state;
      expect(s.street).toBe(4);
      const paired = e.steps[0]!.seats[0]!;
      const [door, fourth] = upcardsOf(s, paired);
      expect(rankOf(door!)).toBe(rankOf(fourth!));
      const doubling = s.config.rules.openPairDoubling;
      expect(legalActions(s).answer!.betOrRaiseTo).toEqual(doubling ? [S.smallBet, S.bigBet] : [S.smallBet]);
      const raises = finalState(e).log.filter((l) => l.op === 'cbr' && l.kind === 'raise');
      expect(raises.at(-1)).toMatchObject({ to: doubling ? 2 * S.bigBet : 2 * S.smallBet });
    });
  });

  it('limits and the cap: the small bet on 3rd street, the big bet on 5th, and a bet and three raises (four where the house says so) cap the round (RR fixed limit, RR cap, SEED-001 example)', () => {
    examples('limits-cap', (e) => {
      const s = keyStep(e).state;
      const fifth = streetsOfLog(s.log)
        .filter((x) => x.street === 5 && x.entry.op === 'cbr')
        .map((x) => x.entry as Extract<LogEntry, { op: 'cbr' }>);
      expect(fifth).toHaveLength(1 + s.config.rules.cap.raises);
      fifth.forEach((bet, k) => expect(bet.to).toBe((k + 1) * S.bigBet));
      const third = streetsOfLog(s.log).filter((x) => x.street === 3 && x.entry.op === 'cbr');
      expect(third.map((x) => (x.entry as { to: number }).to)).toEqual([S.smallBet]);
      const legal = legalActions(s).answer!;
      expect(legal.betOrRaiseTo).toEqual([]);
      expect(legal.capped).toBe(true);
    });
  });

  it('short all-in: an all-in raise of less than half a bet leaves the completer only a call; half a bet or more lets it raise (RR betting 5, TDA 47)', () => {
    examples('short-all-in', (e) => {
      const shove = e.steps[1]!;
      const short = shove.seats[0]!;
      expect(shove.state.players[short]!.stack).toBe(0);
      const raise = shove.state.players[short]!.streetBets[0]! - S.smallBet;
      const back = keyStep(e).state;
      const legal = legalActions(back).answer!;
      expect(legal.player).toBe(e.steps[0]!.seats[0]);
      expect(legal.betOrRaiseTo.length > 0).toBe(2 * raise >= S.smallBet);
    });
  });

  it('burn and deal order: before 4th to 7th street one burn, then one card to each player still in from seat 1 on, up on 4th to 6th and down on 7th (SEED-000, RR stud 13)', () => {
    examples('burn-deal-order', (e) => {
      const log = finalState(e).log;
      const folded = new Set<Player>();
      const n = finalState(e).players.length;
      for (let k = 0; k < log.length; k++) {
        const entry = log[k]!;
        if (entry.op === 'fold') folded.add(entry.player);
        if (entry.op !== 'burn') continue;
        const deals = [];
        for (let j = k + 1; j < log.length && log[j]!.op === 'deal'; j++) deals.push(log[j] as Extract<LogEntry, { op: 'deal' }>);
        const live = Array.from({ length: n }, (_, p) => p).filter((p) => !folded.has(p));
        expect(deals.map((d) => d.player)).toEqual(live);
        const street = deals[0]!.cards[0]!.street;
        for (const d of deals) expect(d.cards.map((c) => c.up)).toEqual([street !== 7]);
      }
      expect(log.filter((l) => l.op === 'burn')).toHaveLength(4);
    });
  });

  it("pots: the main pot is what each player matched of the all-in player's chips, the rest the side pot (SEED-001 side pots)", () => {
    examples('pots', (e) => {
      const step = keyStep(e);
      const s = step.state;
      const short = step.seats[0]!;
      const put = s.players.map((p) => p.ante + p.streetBets.reduce((a, b) => a + b, 0));
      const level = put[short]!;
      expect(param(step.say, 'main')).toBe(put.reduce((a, c) => a + Math.min(c, level), 0));
      expect(param(step.say, 'side')).toBe(put.reduce((a, c) => a + Math.max(0, c - level), 0));
    });
  });

  it('running out of cards: eight players on 7th street hold 48 cards with 3 burned and one card left, and a common card is turned (SEED-000, RR stud 15, TDA RP-10-H)', () => {
    examples(
      'run-out',
      (e) => {
        const s = keyStep(e).state;
        expect(s.players.reduce((a, p) => a + p.cards.length, 0)).toBe(48);
        expect(s.burns).toHaveLength(3);
        expect(s.stub!.length - s.stubTop).toBe(1);
        const end = finalState(e);
        expect(end.common).toBeDefined();
        for (const p of end.players) expect(p.cards).toHaveLength(6);
        expect(e.steps.some((x) => x.say?.key === 'lesson.say.commonCard')).toBe(true);
      },
      20,
    );
  });

  it('showdown order: the last bettor on 7th street shows first; with no bet, the first to act, or the last aggressor where the house rules say so; then clockwise (RR showdown, TDA 17, SEED-001)', () => {
    examples('showdown-order', (e) => {
      const step = keyStep(e);
      const s = step.state;
      const log = streetsOfLog(s.log);
      const on = (street: number) => log.filter((x) => x.street === street && (x.entry.op === 'cbr' || x.entry.op === 'cc'));
      const lastBet = (street: number) =>
        on(street)
          .filter((x) => x.entry.op === 'cbr')
          .at(-1)?.entry as { player: Player } | undefined;
      const seventh = on(7);
      let first: Player;
      if (lastBet(7)) first = lastBet(7)!.player;
      else if (s.config.rules.showdownRiverChecked === 'first-to-act') first = (seventh[0]!.entry as { player: Player }).player;
      else
        first =
          [6, 5, 4, 3].map(lastBet).find((b) => b && !s.players[b.player]!.folded)?.player ??
          (seventh[0]!.entry as { player: Player }).player;
      expect(step.seats[0]).toBe(first);
      const shows = e.steps.filter((x) => x.text[0]!.key === 'lesson.showdown-order.shows').map((x) => x.seats[0]!);
      const n = s.players.length;
      const clockwise = Array.from({ length: n }, (_, k) => (first + k) % n).filter((p) => !s.players[p]!.folded);
      expect(shows).toEqual(clockwise);
    });
  });

  it('reading the hands: each hand is read as its game reads it: high (checked against pokersolver), the lowest five ranks in razz, the eight-or-better low in stud hi-lo (seed-003 ranking, RR Razz, RR high-low)', () => {
    examples('reading-hands', (e) => {
      for (const step of e.steps.filter((x) => x.text[0]!.key === 'lesson.showdown-order.shows')) {
        const p = step.seats[0]!;
        const words = (param(step.text[0], 'hand') as { reasons: Reason[] }).reasons[0]!;
        checkHandWords(words, cardsOf(step.state, p), e.variant);
      }
    });
  });

  it('splitting and the odd chip: equal hands share the pot and the odd chip goes by the house rules (RR odd chip, TDA 20); stud hi-lo halves it, the odd chip to the high (RR high-low)', () => {
    examples('split-odd-chip', (e) => {
      const s = finalState(e);
      const [a, b] = e.steps[0]!.seats as [Player, Player];
      const pot = s.players.reduce((t, p) => t + p.ante + p.streetBets.reduce((x, y) => x + y, 0), 0);
      expect(pot % 2).toBe(1);
      const odd = keyStep(e).seats[0]!;
      let expected: Player;
      if (e.variant === 'stud8') {
        // The high half's winner: the hand with no low.
        expected = lowRanks(cardsOf(s, a), true) === null ? a : b;
        expect(lowRanks(cardsOf(s, expected), true)).toBeNull();
      } else {
        const low = e.variant === 'razz';
        const value = (c: Card) => (low ? lowRankOf(c) : rankOf(c)) * 4 + suitOf(c);
        const rule = e.rules.oddChip;
        const pick = (p: Player): number => {
          if (rule === 'rr') return low ? -Math.min(...cardsOf(s, p).map(value)) : Math.max(...cardsOf(s, p).map(value));
          return Math.max(...fiveCardHand(cardsOf(s, p), low).map(value));
        };
        expected = pick(a) > pick(b) ? a : b;
      }
      expect(odd).toBe(expected);
    });
  });

  it.each(MISPROCEDURE_FAMILIES)(
    '$id: the incident is one of the family, the ruling rests on its rules and is the one core gives (STUD-RULES section 6)',
    (family) => {
      examples(
        family.id,
        (e) => {
          const incident = e.steps[0]!.incident!;
          expect(family.incidents).toContain(incident.kind);
          const ruling = ruleOn(e.steps[0]!.state, incident);
          expect(keyStep(e).text[0]).toEqual(ruling.reason);
          expect(ruling.rules.some((r) => family.rules.includes(r) || r.startsWith('rr.') || r.startsWith('tda.'))).toBe(true);
        },
        15,
      );
    },
  );

  it("a profile of the user's that doubles on 4th street teaches the big bet (RR stud 4 under a custom profile)", () => {
    const custom = { ...PROFILES.tda, id: 'custom:doubling-zz99', openPairDoubling: true };
    const e = lessonExample('open-pair', { variant: 'stud', rules: custom });
    expect(legalActions(keyStep(e).state).answer!.betOrRaiseTo).toEqual([S.smallBet, S.bigBet]);
  });
});
