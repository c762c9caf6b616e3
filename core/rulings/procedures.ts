/**
 * The dealer's procedures behind each ruling branch, as state transformations: they take the hand
 * as it stood before the error and return it after the dealer's corrective steps (the betting
 * resumes, or the dealer's normal next step is due).
 */
import type { Card } from '../cards';
import { burn, completeBetRaiseTo, checkOrCall, dealCards, dealCommon, fold, nextDealerStep, postBringIn, scrambleStub, type HandState, type Player } from '../hand';
import { dealerNeed, owed } from '../hand/dealing';
import { startBetting } from '../hand/flow';
import { bringInCardPlayer, clockwiseFrom } from '../hand/order';
import type { Verdict } from './ruling';
import type { Incident } from './incidents';
import type { RulingBranch } from './ruling';
import type { RulingStep } from './steps';
import {
  alivePlayers,
  countBurnFor,
  dealFaced,
  dealRest,
  dealSeventhAtOnce,
  killHand,
  nextCardFace,
  redeal,
  removeFromStub,
  reshuffleStub,
  returnAnte,
  setFace,
  sinkTopCard,
  takeOffStub,
  type ApplyOptions,
} from './transforms';
import type { StreetNumber } from '../variants';

/** card-off-table is ruled as the exposure it causes: a hole card (3rd street) or a final downcard (7th). */
export function effectiveIncident(state: HandState, incident: Incident): Incident {
  if (incident.kind !== 'card-off-table') return incident;
  const { have, up } = nextCardFace(state, incident.player);
  if (up) return incident;
  if (state.street === 3) return { kind: 'exposed-hole-card', player: incident.player, hole: have === 0 ? 0 : 1 };
  return { kind: 'seventh-card-up', player: incident.player };
}

/**
 * Finish the initial deal with the player's exposed hole card(s) face up and, for one exposed
 * card, the third card face down (RR 5, TDA RP-10-A). rr5Low: when the exposed card is the low
 * card, the action starts with the next player to its left, who may fold (RR 5).
 */
export function exposeHoleCards(state: HandState, player: Player, hole: 0 | 1, rr5Low: boolean, options: ApplyOptions): HandState {
  const s = exposeOnDealt(dealRest(state, options), player, hole);
  return rr5Low ? actionPastLow(s, player) : s;
}

/** exposeHoleCards without RR 5's low-card turn, on the hand with the rest of the initial deal already dealt (dealRest). */
export function exposeOnDealt(dealt: HandState, player: Player, hole: 0 | 1): HandState {
  let s = dealt;
  if (s.street !== 3) return s;
  const cards = s.players[player]!.cards;
  s = setFace(s, player, hole, true);
  const door = cards.findIndex((d, k) => d.street === 3 && k !== hole && d.up);
  if (door >= 0) s = setFace(s, player, door, false);
  return startBetting({ ...s, phase: 'dealing' });
}

/** RR 5: the exposed card is the low card, so the action starts with the next player to its left (who may fold). */
export function actionPastLow(exposed: HandState, player: Player): HandState {
  const s = exposed;
  if (s.phase !== 'betting' || s.street !== 3) return s;
  const low = bringInCardPlayer(s);
  if (!low || low.player !== player) return s;
  const n = s.players.length;
  const next = clockwiseFrom(n, (player + 1) % n, (q) => !s.players[q]!.folded && s.players[q]!.stack > 0);
  if (next === null || next === player) return s;
  const openers = s.openers.slice();
  openers[0] = next;
  return { ...s, round: { ...s.round, actor: next, opener: next }, openers };
}

/** RR 5, both hole cards exposed: the cards are dealt, the hand is dead and the ante comes back; the betting opens without it. */
function exposedBoth(state: HandState, player: Player, options: ApplyOptions): HandState {
  let s = dealRest(state, options);
  if (s.street !== 3 || s.round.opened) return killHand(returnAnte(s, player), player);
  s = setFace(setFace(s, player, 0, true), player, 1, true);
  s = returnAnte(s, player);
  const players = s.players.slice();
  players[player] = { ...players[player]!, folded: true };
  return startBetting({ ...s, players, phase: 'dealing', log: [...s.log, { op: 'fold', player }] });
}

/**
 * 7th street with `player`'s card dealt face up, kept (RR 16, RR 17). otherUp: heads-up, the
 * second player's card is dealt face up too (RR 17 b). The betting then opens on all upcards.
 */
export function seventhUpState(state: HandState, player: Player, options: ApplyOptions, otherUp: Player | null = null): HandState {
  let s = state;
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    const atOnce = options.plain !== true ? dealSeventhAtOnce(s, (p) => p === player || p === otherUp) : null;
    if (atOnce !== null) {
      s = atOnce;
      continue;
    }
    const step = nextSeventhStep(s, options);
    if (step.kind === 'deal' && (step.player === player || step.player === otherUp)) s = dealFaced(s, step.player, true);
    else if (step.kind === 'burn' || step.kind === 'deal') s = dealOneStep(s, step.kind === 'deal' ? step.player : null, options);
    else break;
  }
  return s;
}

/** TDA RP-10-B: the exposed final card goes out of play, the player gets the next card face down. */
function seventhReplace(state: HandState, player: Player, options: ApplyOptions): HandState {
  let s = state;
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    // Shortcut once the burn is done: the cards before the player's in one step, the exposed card out, the rest in one step.
    const upTo = options.plain !== true && owed(s, player) > 0 ? dealSeventhAtOnce(s, () => false, player) : null;
    if (upTo !== null) {
      s = takeOffStub(upTo, 1);
      s = dealSeventhAtOnce(s, () => false) ?? dealOneStep(s, player, options);
      continue;
    }
    const step = nextSeventhStep(s, options);
    if (step.kind === 'deal' && step.player === player) s = dealOneStep(takeOffStub(s, 1), player, options);
    else if (step.kind === 'burn' || step.kind === 'deal') s = dealOneStep(s, step.kind === 'deal' ? step.player : null, options);
    else break;
  }
  return s;
}

type SeventhStep = { readonly kind: 'burn' } | { readonly kind: 'deal'; readonly player: Player } | { readonly kind: 'other' };
const BURN: SeventhStep = { kind: 'burn' };
const OTHER: SeventhStep = { kind: 'other' };

/**
 * nextDealerStep on 7th street, as far as the RR 16/17 and TDA RP-10-B deals need it. Shortcut: the
 * dealer's need without building a Decision, and for a deal the first player owed a card in seat
 * order (nextDealerStep's pick: on 7th street everyone owed a card holds none of that street yet).
 */
function nextSeventhStep(s: HandState, options: ApplyOptions): SeventhStep {
  if (options.plain === true) {
    const step = nextDealerStep(s).answer;
    return step.kind === 'burn' ? BURN : step.kind === 'deal' ? { kind: 'deal', player: step.player } : OTHER;
  }
  const need = dealerNeed(s);
  if (need === 'burn') return BURN;
  if (need !== 'deal') return OTHER;
  for (let p = 0; p < s.players.length; p++) if (owed(s, p) > 0) return { kind: 'deal', player: p };
  return OTHER;
}

/**
 * One normal 7th-street dealer step: burn (player null) or one card to the player. Shortcut: once the
 * run-out plan is fixed (or the stub is unknown), the card is dealt without core/hand's checks (the
 * deal was checked possible when the ruling was decided), face as the street says, as dealCards would.
 */
function dealOneStep(s: HandState, player: Player | null, options: ApplyOptions): HandState {
  if (player === null) return burn(s, s.stub === null ? null : undefined);
  if (options.plain !== true && (s.stub === null || s.runOut !== null)) return dealFaced(s, player, nextCardFace(s, player).up);
  return s.stub === null ? dealCards(s, player, [null]) : dealCards(s, player);
}

/** RR 13 on the final downcard: the first player keeps the card that reached them. */
function burnKeep(state: HandState, burns: 0 | 2, first: Player, options: ApplyOptions): HandState {
  if (burns === 0) return dealRest(burn(dealFaced(state, first, false), state.stub === null ? null : undefined), options);
  return dealRest(takeOffStub(burn(state, state.stub === null ? null : undefined), 1), options);
}

/** RR 14: premature cards out of play; a seen final downcard stays with its player. */
function prematureRr14(state: HandState, count: number, seenBy: Player | undefined, options: ApplyOptions): HandState {
  const targets = alivePlayers(state).slice(0, count);
  // Shortcut: cards taken off one after another are taken off together (takeOffStub(n) gives the stub and
  // burn pile of n takeOffStub(1) in a row: the same cards aside first, the same cards under the stub, in order).
  const together = options.plain !== true;
  let s = state;
  let off = 0;
  const takeOne = () => {
    if (together) off++;
    else s = takeOffStub(s, 1);
  };
  const flush = () => {
    if (off > 0) s = takeOffStub(s, off);
    off = 0;
  };
  takeOne(); // the premature burn
  const nextStreet = (state.street + 1) as StreetNumber;
  for (const p of targets) {
    if (p === seenBy) {
      flush();
      const c: Card | null = s.stub !== null ? s.stub[s.stubTop]! : null;
      const cards = [...s.players[p]!.cards, { card: c, up: false, street: nextStreet }];
      const players = s.players.slice();
      players[p] = { ...players[p]!, cards };
      s = { ...s, players, stubTop: s.stub !== null ? s.stubTop + 1 : s.stubTop, log: [...s.log, { op: 'deal', player: p, cards: [cards[cards.length - 1]!] }] };
    } else takeOne();
  }
  flush();
  return s;
}

/** TDA RP-5-D: premature cards back in the stub, reshuffle; the street is dealt again without a burn. */
function prematureTda(state: HandState, options: ApplyOptions): HandState {
  const nextStreet = (state.street + 1) as StreetNumber;
  const burned = takeOffStub(state, 1);
  return reshuffleStub(countBurnFor(burned, nextStreet), options);
}

/** The state of a PHH-style hand after a player's bet is corrected (underbet, bet below the bring-in). */
function correctBet(state: HandState, player: Player, to: number): HandState {
  if (state.street === 3 && !state.round.opened) return postBringIn(state, player);
  if (state.round.toCall >= to) return checkOrCall(state, player);
  return completeBetRaiseTo(state, player, to);
}

/** The hand as if `player` had been the one to open 3rd street (RR 9: a wrong low's bet that stands). */
export function asOpener(state: HandState, player: Player): HandState {
  const openers = state.openers.slice();
  openers[0] = player;
  return { ...state, round: { ...state.round, actor: player, opener: player }, openers };
}

function wrongBringInStands(state: HandState, player: Player, amount: number): HandState {
  const s = asOpener(state, player);
  if (amount > Math.min(state.config.structure.bringIn, state.players[player]!.stack)) return completeBetRaiseTo(s, player, amount);
  return postBringIn(s, player);
}

/** Perform a branch's procedure. `incident` is the effective incident (see effectiveIncident). */
export function performBranch(state: HandState, incident: Incident, branch: RulingBranch, steps: readonly RulingStep[], options: ApplyOptions): HandState {
  switch (branch) {
    case 'exposed-one-rr5':
    case 'exposed-one-rr5-low':
    case 'exposed-tda': {
      const i = incident as Extract<Incident, { kind: 'exposed-hole-card' }>;
      return exposeHoleCards(state, i.player, i.hole === 1 ? 1 : 0, branch !== 'exposed-tda', options);
    }
    case 'exposed-both-rr5':
      return exposedBoth(state, (incident as Extract<Incident, { kind: 'exposed-hole-card' }>).player, options);
    case 'exposed-misdeal':
    case 'exposed-both-misdeal':
    case 'misdeal':
    case 'void':
      return redeal(state, options);
    case 'off-table-upcard':
      return dealRest(state, options);
    case 'too-late':
    case 'late-empty-seat':
    case 'upcards-live':
    case 'all-in-low':
    case 'not-dealt-in':
    case 'wrong-bring-in-back': {
      const boxed = steps.find((x): x is Extract<RulingStep, { kind: 'discard-boxed' }> => x.kind === 'discard-boxed');
      if (!boxed || incident.kind !== 'boxed-card') return state;
      let s = state;
      if (boxed.card !== null) s = removeFromStub(s, boxed.card);
      return takeOffStub(s, incident.count - (boxed.card !== null ? 1 : 0));
    }
    case 'late-dealt-out': {
      const p = (incident as Extract<Incident, { kind: 'player-dealt-out' }>).player;
      return killHand(returnAnte(state, p), p);
    }
    case 'late-fouled':
      return killHand(state, (incident as Extract<Incident, { kind: 'extra-cards' }>).player);
    case 'extra-one': {
      // The extra card came off the top; it goes back under the rest of the initial deal, as the 4th-street burn.
      let remaining = 0;
      for (let p = 0; p < state.players.length; p++) remaining += state.phase === 'dealing' ? owed(state, p) : 0;
      return dealRest(sinkTopCard(state, remaining), options);
    }
    case 'boxed-one': {
      const i = incident as Extract<Incident, { kind: 'boxed-card' }>;
      const s = i.card !== undefined ? removeFromStub(state, i.card) : takeOffStub(state, 1);
      return dealRest(s, options);
    }
    case 'wrong-bring-in-stands': {
      const i = incident as Extract<Incident, { kind: 'wrong-bring-in' }>;
      return wrongBringInStands(state, i.player, i.amount);
    }
    case 'absent-rr6':
      return postBringIn(state, state.round.actor!);
    case 'absent-dead': {
      const low = state.round.actor!;
      return killHand(postBringIn(state, low), low);
    }
    case 'burn-restore':
      return dealRest(state, options);
    case 'burn-keep': {
      const i = incident as Extract<Incident, { kind: 'burn-error' }>;
      const first = state.players.findIndex((_, p) => owed(state, p) > 0);
      return burnKeep(state, i.burns, first, options);
    }
    case 'premature-rr14':
    case 'premature-rr14-seen': {
      const i = incident as Extract<Incident, { kind: 'premature-cards' }>;
      return prematureRr14(state, i.count, branch === 'premature-rr14-seen' ? i.seenBy : undefined, options);
    }
    case 'premature-tda':
      return prematureTda(state, options);
    case 'seventh-all-in':
    case 'seventh-no-action':
    case 'seventh-rr17-multi':
    case 'seventh-rr17-second':
      return seventhUpState(state, (incident as Extract<Incident, { kind: 'seventh-card-up' }>).player, options);
    case 'seventh-rr17-first': {
      const player = (incident as Extract<Incident, { kind: 'seventh-card-up' }>).player;
      const other = alivePlayers(state).find((p) => p !== player) ?? null;
      return seventhUpState(state, player, options, other);
    }
    case 'seventh-tda':
      return seventhReplace(state, (incident as Extract<Incident, { kind: 'seventh-card-up' }>).player, options);
    case 'run-out-enough':
    case 'run-out-scramble':
    case 'run-out-common':
      return dealRest(state, options);
    case 'upcards-fold': {
      const p = (incident as Extract<Incident, { kind: 'upcards-concealed' }>).player;
      return state.round.actor === p ? fold(state, p) : killHand(state, p);
    }
    case 'count-more':
    case 'count-fewer':
      return killHand(state, (incident as Extract<Incident, { kind: 'wrong-card-count' }>).player);
    case 'count-missing-seventh': {
      // The hand plays with its first six cards: the 7th-street card is not part of it.
      const p = (incident as Extract<Incident, { kind: 'wrong-card-count' }>).player;
      const cards = state.players[p]!.cards;
      const seventh = cards.filter((d) => d.street === 7);
      if (seventh.length === 0) return state;
      const players = state.players.slice();
      players[p] = { ...players[p]!, cards: cards.filter((d) => d.street !== 7) };
      return { ...state, players, burns: [...state.burns, ...seventh.map((d) => d.card)] };
    }
    case 'underbet':
    case 'below-bring-in': {
      const step = steps.find((x): x is Extract<RulingStep, { kind: 'correct-bet' }> => x.kind === 'correct-bet')!;
      return correctBet(state, step.player, step.to);
    }
  }
}

/**
 * The hand after a verdict's procedure: performBranch(state, effectiveIncident(state, incident),
 * verdict.branch, verdict.steps, options), where `verdict` is decideRuling(state, incident) (its
 * house rules may be a tracking copy of state's, see core/profiles/reads). Shortcut: the hand the
 * decision already worked out (verdict.after), back under state's config.
 */
export function performVerdict(state: HandState, incident: Incident, verdict: Verdict, options: ApplyOptions): HandState {
  if (options.plain !== true && verdict.after) return verdict.after.config === state.config ? verdict.after : { ...verdict.after, config: state.config };
  return performBranch(state, effectiveIncident(state, incident), verdict.branch, verdict.steps, options);
}

export interface RunOutSimulation {
  /** The hand before the 7th-street deal with a known stub (unknown cards filled in with unseen ones when the real stub is unknown). */
  readonly state: HandState;
  readonly known: boolean;
  /** The dealer's steps by the engine, in order. */
  readonly steps: readonly ('burn' | 'deal' | 'scramble' | 'common')[];
  /** Cards gathered by the scramble (0 = none). */
  readonly scrambled: number;
  /** Who acts first after the 7th-street deal (null = unknown or nobody). */
  readonly first: Player | null;
}

/** Run the engine's own 7th-street procedure on a copy, to describe it (and to count an unknown stub). */
export function syntheticStub(state: HandState, options: ApplyOptions = {}): RunOutSimulation {
  let s = state;
  const known = state.stub !== null;
  if (!known) {
    const seen = new Set<Card>();
    for (const p of state.players) for (const d of p.cards) if (d.card !== null) seen.add(d.card);
    for (const b of state.burns) if (b !== null) seen.add(b);
    if (state.common !== undefined && state.common !== null) seen.add(state.common);
    const unseen: Card[] = [];
    for (let c = 0; c < 52; c++) if (!seen.has(c)) unseen.push(c);
    let k = 0;
    const players = state.players.map((p) => ({ ...p, cards: p.cards.map((d) => (d.card === null ? { ...d, card: unseen[k++]! } : d)) }));
    const burns = state.burns.map((b) => (b === null ? unseen[k++]! : b));
    s = { ...state, players, burns, stub: unseen.slice(k), stubTop: 0 };
  }
  const start = s;
  const steps: ('burn' | 'deal' | 'scramble' | 'common')[] = [];
  let scrambled = 0;
  for (let guard = 0; guard < 64 && s.phase === 'dealing' && s.street === 7; guard++) {
    const atOnce = options.plain !== true ? dealSeventhAtOnce(s, () => false) : null;
    if (atOnce !== null) {
      for (let p = 0; p < s.players.length; p++) if (owed(s, p) > 0) steps.push('deal');
      s = atOnce;
      continue;
    }
    const step = nextDealerStep(s).answer;
    if (step.kind === 'burn') s = burn(s);
    else if (step.kind === 'deal') s = dealCards(s, step.player);
    else if (step.kind === 'scramble') {
      const pool = [...s.stub!.slice(s.stubTop), ...s.burns.filter((c): c is Card => c !== null)];
      scrambled = pool.length;
      s = scrambleStub(s, pool);
    } else if (step.kind === 'common') {
      steps.push('common');
      s = dealCommon(s);
      break;
    } else break;
    steps.push(step.kind);
  }
  const first = s.phase === 'betting' && (known || state.config.rules.commonCardFirst === 'keep-sixth-street' || !steps.includes('common')) ? s.round.actor : null;
  return { state: start, known, steps, scrambled, first };
}
