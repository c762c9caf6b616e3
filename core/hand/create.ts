import { DECK_SIZE, isCard, newDeck, type Card } from '../cards';
import { shuffled, type Rng } from '../rng';
import { MAX_PLAYERS, MIN_PLAYERS, VARIANTS } from '../variants';
import { DEALER_TASKS, type HandConfig, type HandState, type LogEntry, type Player, type PlayerState, type RoundState } from './types';
import type { StreetNumber } from '../variants';

// Shared starting arrays. Never mutated (every change copies), and deliberately not frozen:
// V8 copies frozen or holey arrays on a slow path, and these are copied on every bet and deal.
const ZERO_BETS: readonly number[] = filled(5, 0);
const NO_CARDS: readonly never[] = [];
// Not frozen either: shuffled() copies it, and copies of frozen arrays take a slow path.
const FULL_DECK: readonly Card[] = newDeck();

function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

// One "has not acted" list per table size, copied for each round: a copy of an array is exact-size, where one
// filled by push gets room for 17.
const NOT_ACTED: readonly (readonly number[])[] = filled(MAX_PLAYERS + 1, 0).map((_, n) => filled(n, -1));

export function emptyRound(street: StreetNumber, n: number): RoundState {
  return {
    street,
    toCall: 0,
    fullLevel: 0,
    bets: 0,
    increment: 0,
    bigBetMade: false,
    raiseSeq: 0,
    actedSeq: (NOT_ACTED[n] ?? filled(n, -1)).slice(),
    actor: null,
    opener: null,
    lastAggressor: null,
    cappedMultiway: false,
    opened: street !== 3,
    openPair: false,
  };
}

function isChips(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/** What is wrong with a hand's configuration, or null. */
export function configProblem(config: HandConfig): string | null {
  return configProblemBesidesDeck(config) ?? deckProblem(config);
}

function configProblemBesidesDeck(config: Omit<HandConfig, 'deck'>): string | null {
  if (!config || typeof config !== 'object') return 'the hand configuration is missing';
  if (!(config.variant in VARIANTS)) return `unknown variant "${String(config.variant)}" (expected stud, razz or stud8)`;
  if (!config.rules || typeof config.rules !== 'object') return 'house rules (a profile) are missing';
  const s = config.structure;
  if (!s) return 'the betting structure is missing';
  for (const k of ['ante', 'bringIn', 'smallBet', 'bigBet'] as const)
    if (!isChips(s[k])) return `structure.${k} must be a whole number of chips >= 0, got ${String(s[k])}`;
  if (s.smallBet <= 0) return 'structure.smallBet must be positive';
  if (s.bigBet < s.smallBet) return 'structure.bigBet must be at least the small bet';
  if (s.bringIn > s.smallBet) return 'structure.bringIn cannot exceed the small bet';
  const stacks = config.stacks;
  if (!Array.isArray(stacks) || stacks.length < MIN_PLAYERS || stacks.length > MAX_PLAYERS)
    return `a stud hand needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players, got ${Array.isArray(stacks) ? stacks.length : 'no stacks'}`;
  for (let i = 0; i < stacks.length; i++)
    if (!isChips(stacks[i]) || stacks[i] === 0) return `stacks[${i}] must be a positive whole number of chips, got ${String(stacks[i])}`;
  if (config.antes !== undefined) {
    if (!Array.isArray(config.antes) || config.antes.length !== stacks.length)
      return `antes must list one ante per player (${stacks.length})`;
    for (let i = 0; i < config.antes.length; i++) if (!isChips(config.antes[i])) return `antes[${i}] must be a whole number of chips >= 0`;
  }
  if (config.manual !== undefined) {
    if (!Array.isArray(config.manual)) return `manual must list dealer tasks (${DEALER_TASKS.join(', ')})`;
    for (const task of config.manual)
      if (!DEALER_TASKS.includes(task)) return `manual: unknown dealer task "${String(task)}" (expected ${DEALER_TASKS.join(', ')})`;
  }
  if (config.rules.shortStack === 'sits-out') {
    // SEED-003 cash games: a stack that cannot cover the ante and the bring-in is not dealt in at all.
    for (let i = 0; i < stacks.length; i++) {
      const needed = (config.antes ? config.antes[i]! : s.ante) + s.bringIn;
      if (stacks[i]! < needed)
        return `stacks[${i}] is ${stacks[i]}, less than the ante and the bring-in (${needed}): under the house rules "${config.rules.id}" that player sits the hand out (seed-003.cash-cover)`;
    }
  }
  return null;
}

function deckProblem(config: HandConfig): string | null {
  if (config.deck !== undefined) {
    const d = config.deck;
    if (!Array.isArray(d) || d.length !== DECK_SIZE)
      return `the deck must hold ${DECK_SIZE} cards, got ${Array.isArray(d) ? d.length : 'none'}`;
    // Two 26-bit masks of the cards seen (no allocation: this runs for every simulated hand).
    let low = 0;
    let high = 0;
    for (let i = 0; i < d.length; i++) {
      const c: Card = d[i]!;
      if (!isCard(c)) return `deck[${i}] is not a card id 0..51: ${String(c)}`;
      const bit = 1 << (c % 26);
      const seen = c < 26 ? low & bit : high & bit;
      if (seen) return `deck[${i}] repeats a card`;
      if (c < 26) low |= bit;
      else high |= bit;
    }
  }
  return null;
}

/** A new hand with antes posted (a short stack posts what it has). Throws an Error saying what is wrong with a bad config. */
export function createHand(config: HandConfig): HandState {
  const problem = configProblem(config);
  if (problem) throw new Error(`createHand: ${problem}`);
  return newHandState(config);
}

/**
 * A new hand dealt from a shuffle of a full deck (the simulations' hands). The deck is right by
 * construction, so only the rest of the configuration is checked.
 */
export function createShuffledHand(config: Omit<HandConfig, 'deck'>, rng: Rng): HandState {
  const problem = configProblemBesidesDeck(config);
  if (problem) throw new Error(`createHand: ${problem}`);
  return newHandState({
    variant: config.variant,
    rules: config.rules,
    structure: config.structure,
    stacks: config.stacks,
    antes: config.antes,
    anteTrimming: config.anteTrimming,
    manual: config.manual,
    deck: shuffled(FULL_DECK, rng),
  });
}

/** The ante a player posts: the configured one, or all the chips of a stack short of it. */
export function anteOf(config: HandConfig, player: Player): number {
  return Math.min(config.antes ? config.antes[player]! : config.structure.ante, config.stacks[player]!);
}

function newHandState(config: HandConfig): HandState {
  const n = config.stacks.length;
  const players: PlayerState[] = [];
  const log: LogEntry[] = [];
  // Antes left to the dealer (HandConfig.manual): the hand waits for each seat's postAnte.
  const manualAntes = config.manual !== undefined && config.manual.includes('antePosting');
  const due: Player[] = [];
  for (let i = 0; i < n; i++) {
    const stack = config.stacks[i]!;
    const ante = anteOf(config, i);
    if (manualAntes) {
      players.push({ stack, ante: 0, streetBets: ZERO_BETS, cards: NO_CARDS, folded: false, shown: null });
      if (ante > 0) due.push(i);
      continue;
    }
    players.push({ stack: stack - ante, ante, streetBets: ZERO_BETS, cards: NO_CARDS, folded: false, shown: null });
    if (ante > 0) log.push({ op: 'ante', player: i, amount: ante });
  }
  return {
    config,
    variant: config.variant,
    players,
    stub: config.deck ?? null,
    stubTop: 0,
    burns: NO_CARDS,
    burnedFor: filled(4, 0),
    common: undefined,
    runOut: null,
    scrambled: false,
    bringInPlayer: null,
    street: 3,
    phase: 'dealing',
    round: emptyRound(3, n),
    aggressors: filled<Player | null>(5, null),
    openers: filled<Player | null>(5, null),
    returned: filled(n, 0),
    pending: due.length > 0 ? { kind: 'antes', players: due } : null,
    log,
  };
}
