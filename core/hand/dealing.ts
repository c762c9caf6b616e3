import { isCard, type Card } from '../cards';
import type { RuleId } from '../rulebook/rules';
import { startBetting } from './flow';
import { writableLog, writablePlayer, writablePlayers, type HandBuilder } from './builder';
import type { DealtCard, HandState, Illegal, Player, RunOutPlan } from './types';
import { append, cloneState, enforce, illegal, logged, si, specOf, withItem } from './util';

/** Cards of the current street a player still in holds (folded players count as served). */
function dealtThisStreet(state: HandState, player: Player): number {
  const p = state.players[player]!;
  if (p.folded) return Infinity;
  let have = 0;
  for (let k = p.cards.length - 1; k >= 0 && p.cards[k]!.street === state.street; k--) have++;
  return have;
}

/** Cards `player` is still owed on the current street. */
export function owed(state: HandState, player: Player): number {
  if (state.phase !== 'dealing') return 0;
  if (state.street === 7 && state.common !== undefined) return 0;
  const spec = specOf(state);
  return owedOf(state, player, spec.down + spec.up);
}

/** owed() once the phase is known to be dealing with no common card; `need` = cards per player this street. */
function owedOf(state: HandState, player: Player, need: number): number {
  const p = state.players[player]!;
  if (p.folded) return 0;
  // Cards are appended street by street: count this street's from the end.
  const cards = p.cards;
  const street = state.street;
  let have = 0;
  for (let k = cards.length - 1; k >= 0 && cards[k]!.street === street; k--) have++;
  return need - have;
}

/** Cards per player on the current street, or 0 when nobody can be owed one (not dealing, or a common card out). */
function streetNeed(state: HandState): number {
  if (state.phase !== 'dealing') return 0;
  if (state.street === 7 && state.common !== undefined) return 0;
  const spec = specOf(state);
  return spec.down + spec.up;
}

function anyOwed(state: HandState): boolean {
  const need = streetNeed(state);
  if (need === 0) return false;
  for (let i = 0; i < state.players.length; i++) if (owedOf(state, i, need) > 0) return true;
  return false;
}

/** Players still owed a card of the street about to be dealt (0 when nobody can be owed one). */
export function owedPlayers(state: HandState): number {
  const need = streetNeed(state);
  if (need === 0) return 0;
  let n = 0;
  for (let i = 0; i < state.players.length; i++) if (owedOf(state, i, need) > 0) n++;
  return n;
}

/**
 * The player owed the next card in the proper dealing order (SEED-000): the fewest cards of this street, then the
 * first from the dealer's left; -1 when nobody is owed one.
 */
export function nextToDeal(state: HandState): Player {
  const need = streetNeed(state);
  let pick = -1;
  let fewest = need;
  for (let i = 0; i < state.players.length; i++) {
    const o = need === 0 ? 0 : owedOf(state, i, need);
    if (o > 0 && need - o < fewest) {
      fewest = need - o;
      pick = i;
    }
  }
  return pick;
}

/** Cards left in the stub (Infinity when the stub's cards are unknown: a PHH replay). */
export function stubLeft(state: HandState): number {
  return state.stub === null ? Infinity : state.stub.length - state.stubTop;
}

/** Cards in the burn pile (unknown burns of a PHH replay are not counted). */
export function burnPileCards(state: HandState): number {
  let n = 0;
  for (const b of state.burns) if (b !== null) n++;
  return n;
}

/**
 * Whether SEED-000's deck arithmetic (8 players x 6 cards + 3 burns = 51: one card left before the 7th-street burn)
 * describes this table: eight players who all reach 7th street, as its deal starts. With a seat folded the stub
 * holds more, and the arithmetic is not cited.
 */
export function deckArithmeticFits(state: HandState): boolean {
  if (state.street !== 7 || state.players.length !== 8) return false;
  for (const p of state.players) if (p.folded || p.cards.length !== 6) return false;
  return stubLeft(state) === 1 && burnPileCards(state) === 3;
}

/** Rule ids of the profile's run-out procedure, and SEED-000's deck arithmetic when it is this table's (deckArithmeticFits). */
export function runOutRules(state: HandState): RuleId[] {
  const r = state.config.rules.runOut;
  const rules: RuleId[] = [r === 'rr-15' ? 'rr.stud.15' : r === 'tda-rp-10-h' ? 'tda.rp-10-h' : 'seed-000.run-out'];
  if (deckArithmeticFits(state)) rules.push('seed-000.deck-arithmetic');
  return rules;
}

/**
 * Cards the stub must hold to deal every player owed a card without a scramble: RR 15 burns only with more cards
 * than players owed (P + 1); TDA RP-10-H keeps a burn and one card never dealt (P + 2); online, a burn (P + 1).
 */
function stubNeeded(state: HandState, players: number): number {
  return state.config.rules.runOut === 'tda-rp-10-h' ? players + 2 : players + 1;
}

/** The numbers a 7th-street run-out turns on, counted by the engine (runOutCounts). */
export interface RunOutCounts {
  /** Cards left in the stub (Infinity when the stub is unknown). */
  readonly stub: number;
  /** Players still owed a card. */
  readonly players: number;
  /** Cards in the burn pile. */
  readonly burns: number;
  /** Cards the stub must hold to deal everyone without a scramble (RR 15 and online: P + 1; TDA RP-10-H: P + 2). */
  readonly needed: number;
  /** RR 15 before its scramble: all but the stub's last card are dealt first, and only that card joins the burns. */
  readonly lastOnly: boolean;
  /** RR 15: the street's usual burn still to make before the cards dealt first (1), or none (0: made, or no card). */
  readonly burnFirst: number;
  /** Seats dealt from the stub before the scramble (all but its last card when `lastOnly`; else 0). */
  readonly dealtFirst: number;
  /** Cards the scramble gathers (after the cards dealt first). */
  readonly scrambled: number;
}

/**
 * The counts behind the 7th-street plan: the stub left, the players owed, the burns, the cards the profile needs,
 * and what the scramble gathers. RR 15 deals all but the last card first, so only that card and the burns are
 * scrambled (STUD-RULES §7); TDA RP-10-H and the online rules scramble the whole stub with the burns.
 */
export function runOutCounts(state: HandState, plan: RunOutPlan = computeRunOut(state)): RunOutCounts {
  const stub = stubLeft(state);
  const players = owedPlayers(state);
  const pool = scrambleCards(state).length;
  const lastOnly = plan === 'scramble-then-deal' && state.config.rules.runOut === 'rr-15' && !state.scrambled && state.stub !== null;
  // RR 15 burns as usual first (unless that burn is done), then deals all but the last card.
  const burnFirst = lastOnly && !(state.burnedFor[3]! > 0) && stub > 0 ? 1 : 0;
  const dealtFirst = lastOnly ? Math.max(0, stub - burnFirst - 1) : 0;
  return {
    stub,
    players,
    burns: burnPileCards(state),
    needed: stubNeeded(state, players),
    lastOnly,
    burnFirst,
    dealtFirst,
    scrambled: pool - dealtFirst,
  };
}

/**
 * How 7th street will be dealt, from the stub left (S), players owed a card (P) and burns (B):
 * RR 15: burn only when more cards than players owed; else deal all but the last card, scramble it with the burns;
 * a common card when even that cannot cover everyone. TDA RP-10-H: keep a burn and one card never dealt (P + 2);
 * add the three burns if that reaches it; else a common card (scrambled with the burns below 3 cards).
 * Online (SEED-000): burns shuffled with the stub if that covers everyone, else a common card.
 */
export function computeRunOut(state: HandState): RunOutPlan {
  if (state.runOut) return state.runOut;
  if (state.stub === null || state.street !== 7) return 'deal';
  const S = stubLeft(state);
  const P = owedPlayers(state);
  const B = burnPileCards(state);
  const need = stubNeeded(state, P);
  switch (state.config.rules.runOut) {
    case 'rr-15':
      // The usual burn comes first ("burns again" after the scramble); a common card is the next card when one is left.
      if (S >= need) return 'deal';
      if (S + B >= P) return 'scramble-then-deal';
      return S >= 2 ? 'common' : 'scramble-then-common';
    case 'tda-rp-10-h':
      if (S >= need) return 'deal';
      if (S + B >= need) return 'scramble-then-deal';
      return S >= 3 ? 'common' : 'scramble-then-common';
    case 'online':
      if (S >= need) return 'deal';
      return S + B >= P ? 'scramble-then-deal' : 'scramble-then-common';
  }
}

export type DealerNeed = 'burn' | 'deal' | 'scramble' | 'common' | 'done';

/**
 * Whether a burn comes after the scramble (RR: only with more cards than needed, "so that each player can receive a
 * fresh card"; TDA: always; online: never), and it has not been burned yet (the scramble empties the burn pile).
 */
function burnAfterScramble(state: HandState, needed: number): boolean {
  if (state.burns.length > 0) return false;
  const r = state.config.rules.runOut;
  if (r === 'tda-rp-10-h') return true;
  if (r === 'online') return false;
  return stubLeft(state) > needed;
}

/** The kind of dealer step the dealing phase needs now. */
export function dealerNeed(state: HandState): DealerNeed {
  if (state.phase !== 'dealing') return 'done';
  if (state.street === 7 && state.common !== undefined) return 'done';
  if (!anyOwed(state)) return 'done';
  const spec = specOf(state);
  const burned = spec.burn ? state.burnedFor[state.street - 4]! > 0 : true;
  // Unknown stub with no run-out plan (a PHH replay): plain burn and deal. A stub scrambled into an unknown
  // order keeps following its plan (its size is then unknown: RR burns when in doubt).
  if (state.street !== 7 || (state.stub === null && state.runOut === null)) return burned ? 'deal' : 'burn';
  const plan = computeRunOut(state);
  switch (plan) {
    case 'deal':
      return burned ? 'deal' : 'burn';
    case 'common':
      return burned ? 'common' : 'burn';
    case 'scramble-then-deal':
      // RR 15: the usual burn, then all but the stub's last card dealt, then the scramble.
      if (!state.scrambled && state.config.rules.runOut === 'rr-15')
        return !burned && stubLeft(state) > 0 ? 'burn' : stubLeft(state) > 1 ? 'deal' : 'scramble';
      if (!state.scrambled) return 'scramble';
      return burnAfterScramble(state, owedPlayers(state)) ? 'burn' : 'deal';
    case 'scramble-then-common':
      if (!state.scrambled && state.config.rules.runOut === 'rr-15' && !burned && stubLeft(state) > 0) return 'burn';
      if (!state.scrambled) return 'scramble';
      return burnAfterScramble(state, 1) ? 'burn' : 'common';
  }
}

/** Fix the run-out plan at the first 7th-street dealer step. */
function fixPlan(state: HandState): HandState {
  if (state.street !== 7 || state.runOut !== null || state.stub === null) return state;
  const next = cloneState(state);
  next.runOut = computeRunOut(state);
  return next;
}

function wrongStep(state: HandState, wanted: DealerNeed, need: DealerNeed): Illegal {
  if (state.phase === 'betting') return illegal('hand.illegal.bettingNotOver', ['rr.stud.14', 'tda.rp-5-d']);
  if (state.phase !== 'dealing' || need === 'done')
    return illegal('hand.illegal.nothingToDeal', ['seed-000.deal-order'], { phase: state.phase });
  if (need === 'burn') return illegal('hand.illegal.burnFirst', ['seed-000.burn', 'rr.stud.13']);
  if (wanted === 'burn') return illegal('hand.illegal.oneBurn', ['seed-000.burn', 'rr.stud.13']);
  if (need === 'scramble') return illegal('hand.illegal.scrambleFirst', runOutRules(state));
  if (need === 'common') return illegal('hand.illegal.commonCardDue', runOutRules(state));
  return illegal('hand.illegal.notRunOut', runOutRules(state));
}

/** Is `card` already somewhere (dealt, burned, common)? Used when the stub is unknown. */
function alreadySeen(state: HandState, card: Card): boolean {
  if (state.common === card) return true;
  for (const b of state.burns) if (b === card) return true;
  for (const p of state.players) for (const d of p.cards) if (d.card === card) return true;
  return false;
}

function checkNamedCards(state: HandState, cards: readonly (Card | null)[]): Illegal | null {
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    if (c === null) {
      if (state.stub !== null) return illegal('hand.illegal.unknownFromKnownStub', ['seed-000.deal-order']);
      continue;
    }
    if (!isCard(c)) return illegal('hand.illegal.notACard', ['seed-000.deal-order'], { value: String(c) });
    if (state.stub !== null) {
      const top = state.stub[state.stubTop + k];
      if (top !== c) return illegal('hand.illegal.notStubTop', ['seed-000.deal-order'], { card: { card: c } });
    } else {
      if (alreadySeen(state, c)) return illegal('hand.illegal.cardSeen', ['seed-000.deal-order'], { card: { card: c } });
      for (let j = 0; j < k; j++)
        if (cards[j] === c) return illegal('hand.illegal.cardSeen', ['seed-000.deal-order'], { card: { card: c } });
    }
  }
  if (state.stub !== null && stubLeft(state) < cards.length) return illegal('hand.illegal.stubEmpty', runOutRules(state));
  return null;
}

// ---- burn ---------------------------------------------------------------------------------------

export function checkBurn(state: HandState, card?: Card | null): Illegal | null {
  const need = dealerNeed(state);
  if (need !== 'burn') return wrongStep(state, 'burn', need);
  if (card !== undefined) return checkNamedCards(state, [card]);
  if (state.stub !== null && stubLeft(state) < 1) return illegal('hand.illegal.stubEmpty', runOutRules(state));
  return null;
}
export function canBurn(state: HandState, card?: Card | null): boolean {
  return checkBurn(state, card) === null;
}
/** Burn one card before 4th-7th (SEED-000, RR 13). Unknown stub: the card may be named or left unknown. */
export function burn(state: HandState, card?: Card | null, b: HandBuilder | null = null): HandState {
  enforce(checkBurn(state, card));
  return burnUnchecked(state, card, b);
}

/** burn once its check passed (operation.ts's apply checks first). */
export function burnUnchecked(state: HandState, card: Card | null | undefined, b: HandBuilder | null): HandState {
  const s = fixPlan(state);
  const c = s.stub !== null ? s.stub[s.stubTop]! : (card ?? null);
  const next = cloneState(s);
  if (s.stub !== null) next.stubTop = s.stubTop + 1;
  next.burns = append(s.burns, c);
  next.burnedFor = withItem(s.burnedFor, s.street - 4, s.burnedFor[s.street - 4]! + 1);
  return logged(next, { op: 'burn', card: c }, b);
}

// ---- deal to a player -------------------------------------------------------------------------------

export function checkDealCards(state: HandState, player: Player, cards?: readonly (Card | null)[]): Illegal | null {
  const need = dealerNeed(state);
  if (need !== 'deal') return wrongStep(state, 'deal', need);
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length)
    return illegal('hand.illegal.noSuchPlayer', ['seed-000.deal-order'], {
      seat: Number.isInteger(player) ? player + 1 : String(player),
      seats: state.players.length,
    });
  if (state.players[player]!.folded) return illegal('hand.illegal.dealFolded', ['seed-000.deal-order', 'seed-000.run-out']);
  const due = owed(state, player);
  if (due === 0) return illegal('hand.illegal.notOwed', ['seed-000.streets'], { seat: player + 1 });
  if (cards === undefined) {
    if (state.stub === null) return illegal('hand.illegal.nameTheCards', ['seed-000.deal-order']);
    if (stubLeft(state) < 1) return illegal('hand.illegal.stubEmpty', runOutRules(state));
    return null;
  }
  if (!Array.isArray(cards) || cards.length === 0) return illegal('hand.illegal.nameTheCards', ['seed-000.deal-order']);
  if (cards.length > due) return illegal('hand.illegal.tooManyCards', ['seed-000.streets'], { seat: player + 1, due, count: cards.length });
  return checkNamedCards(state, cards);
}
export function canDealCards(state: HandState, player: Player, cards?: readonly (Card | null)[]): boolean {
  return checkDealCards(state, player, cards) === null;
}
/** Deal the next card(s) owed to a player this street; up or down as the street says (3rd: down, down, up). */
export function dealCards(state: HandState, player: Player, cards?: readonly (Card | null)[], b: HandBuilder | null = null): HandState {
  enforce(checkDealCards(state, player, cards));
  return dealCardsUnchecked(state, player, cards, b);
}

/** dealCards once its check passed (operation.ts's apply checks first). */
export function dealCardsUnchecked(
  state: HandState,
  player: Player,
  cards: readonly (Card | null)[] | undefined,
  b: HandBuilder | null,
): HandState {
  const s = fixPlan(state);
  const spec = specOf(s);
  const p = s.players[player]!;
  let have = 0;
  for (const d of p.cards) if (d.street === s.street) have++;
  const count = cards === undefined ? 1 : cards.length;
  const dealt: DealtCard[] = [];
  const players = writablePlayers(b, s.players);
  const all = writablePlayer(b, players, player).cards;
  for (let k = 0; k < count; k++) {
    const c = s.stub !== null ? s.stub[s.stubTop + k]! : cards![k]!;
    const d: DealtCard = { card: c, up: have + k >= spec.down, street: s.street };
    dealt.push(d);
    all.push(d);
  }
  const next = logged(cloneState(s), { op: 'deal', player, cards: dealt }, b);
  next.players = players;
  if (s.stub !== null) next.stubTop = s.stubTop + count;
  return afterDeal(next, b);
}

/** After cards were dealt: the street's betting opens once nobody is owed a card. */
export function afterDeal(next: HandState, b: HandBuilder | null = null): HandState {
  return dealerNeed(next) === 'done' ? startBetting(next, b) : next;
}

// ---- scramble (running out on 7th street) ---------------------------------------------------------

/**
 * Whether a scramble gathers the burns alone: SEED-000's common card ("tomará todas las cartas quemadas, barajará y
 * entregará una carta de comunidad"); its scramble for everyone's own card takes "las cartas quemadas, más las cartas
 * que quedan en la baraja", as RR 15 and TDA RP-10-H do.
 */
function burnsOnly(state: HandState): boolean {
  return state.config.rules.runOut === 'online' && computeRunOut(state) === 'scramble-then-common';
}

/** The cards a scramble gathers: what is left of the stub and the burn pile (RR 15, TDA RP-10-H, SEED-000), or the burns alone (burnsOnly). */
export function scrambleCards(state: HandState): Card[] {
  const out: Card[] = [];
  if (state.stub !== null && !burnsOnly(state)) for (let k = state.stubTop; k < state.stub.length; k++) out.push(state.stub[k]!);
  for (const b of state.burns) if (b !== null) out.push(b);
  return out;
}

export function checkScrambleStub(state: HandState, order?: readonly Card[] | null): Illegal | null {
  const need = dealerNeed(state);
  if (need !== 'scramble') return wrongStep(state, 'scramble', need);
  if (order === undefined || order === null) return null;
  const pool = scrambleCards(state).sort((a, b) => a - b);
  const given = [...order].sort((a, b) => a - b);
  if (pool.length !== given.length || pool.some((c, k) => c !== given[k]))
    return illegal('hand.illegal.scrambleCards', runOutRules(state), { count: pool.length });
  return null;
}
export function canScrambleStub(state: HandState, order?: readonly Card[] | null): boolean {
  return checkScrambleStub(state, order) === null;
}
/**
 * Gather the scramble's cards (scrambleCards) into a new stub (order = the new order, top first; null = unknown). Stub
 * cards a scramble leaves out stay under it, never dealt.
 */
export function scrambleStub(state: HandState, order?: readonly Card[] | null, b: HandBuilder | null = null): HandState {
  enforce(checkScrambleStub(state, order));
  return scrambleStubUnchecked(state, order, b);
}

/** scrambleStub once its check passed (operation.ts's apply checks first). */
export function scrambleStubUnchecked(state: HandState, order: readonly Card[] | null | undefined, b: HandBuilder | null): HandState {
  const s = fixPlan(state);
  const left = s.stub !== null && burnsOnly(s) ? s.stub.slice(s.stubTop) : [];
  const newStub = order ? [...order, ...left] : null;
  const next = logged(cloneState(s), { op: 'scramble', cards: order ? [...order] : null }, b);
  next.stub = newStub;
  next.stubTop = 0;
  next.burns = [];
  next.scrambled = true;
  return next;
}

// ---- common card -------------------------------------------------------------------------------------

export function checkDealCommon(state: HandState, card?: Card | null): Illegal | null {
  if (state.stub === null && state.runOut !== null && state.scrambled) {
    // Scrambled into an unknown order: the common card the plan calls for, named or unknown (null).
    const need = dealerNeed(state);
    if (need !== 'common') return wrongStep(state, 'common', need);
    return card === undefined || card === null ? null : checkNamedCards(state, [card]);
  }
  if (state.stub === null) {
    // Unknown stub (a PHH replay): a common card may replace the 7th-street deal before anyone gets a card.
    const need = dealerNeed(state);
    if (need !== 'deal' || state.street !== 7) return wrongStep(state, 'common', need === 'deal' ? 'done' : need);
    for (const p of state.players)
      for (const d of p.cards) if (d.street === 7) return illegal('hand.illegal.commonAfterDeal', runOutRules(state));
    if (card === undefined) return illegal('hand.illegal.nameTheCards', ['seed-000.deal-order']);
    return checkNamedCards(state, [card]);
  }
  const need = dealerNeed(state);
  if (need !== 'common') return wrongStep(state, 'common', need);
  if (card !== undefined) return checkNamedCards(state, [card]);
  if (stubLeft(state) < 1) return illegal('hand.illegal.stubEmpty', runOutRules(state));
  return null;
}
export function canDealCommon(state: HandState, card?: Card | null): boolean {
  return checkDealCommon(state, card) === null;
}
/** Turn the common card face up in the centre: it plays in every hand (RR 15, TDA RP-10-H, SEED-000). */
export function dealCommon(state: HandState, card?: Card | null, b: HandBuilder | null = null): HandState {
  enforce(checkDealCommon(state, card));
  return dealCommonUnchecked(state, card, b);
}

/** dealCommon once its check passed (operation.ts's apply checks first). */
export function dealCommonUnchecked(state: HandState, card: Card | null | undefined, b: HandBuilder | null): HandState {
  const s = fixPlan(state);
  const c = s.stub !== null ? s.stub[s.stubTop]! : (card ?? null);
  const next = logged(cloneState(s), { op: 'common', card: c }, b);
  if (s.stub === null) next.runOut = 'common';
  next.common = c;
  if (s.stub !== null) next.stubTop = s.stubTop + 1;
  return startBetting(next, b);
}

export { si };

// ---- a whole round of cards ----------------------------------------------------------------------------

export function checkDealRound(state: HandState): Illegal | null {
  const need = dealerNeed(state);
  if (need !== 'deal') return wrongStep(state, 'deal', need);
  if (state.stub === null) return illegal('hand.illegal.nameTheCards', ['seed-000.deal-order']);
  return null;
}
export function canDealRound(state: HandState): boolean {
  return checkDealRound(state) === null;
}

/**
 * One round of the deal from the stub: one card to each player owed one, from the dealer's left,
 * exactly as dealCards one at a time in the proper order would (same cards, same log), in one step.
 * On 7th street with a short stub (a run-out) it deals a single card.
 */
export function dealRound(state: HandState, b: HandBuilder | null = null): HandState {
  return dealRounds(state, 1, b);
}

/**
 * Every card still owed on this street (round after round, as dealCards one at a time in the proper
 * order would, same cards and log), in one step. On 7th street: the whole round when the stub covers
 * everyone; when it runs short (RR 15, TDA RP-10-H), a single card, like dealRound.
 */
export function dealStreet(state: HandState, b: HandBuilder | null = null): HandState {
  return dealRounds(state, Infinity, b);
}

function dealRounds(state: HandState, maxRounds: number, b: HandBuilder | null): HandState {
  enforce(checkDealRound(state));
  const spec = specOf(state);
  const street = state.street;
  const n = state.players.length;
  const need = spec.down + spec.up;
  // Cards of this street each player holds (need = served: folded players count as served). On 3rd street every
  // card held is a 3rd-street card, so the count is the list's length, without reading the cards.
  const have: number[] = [];
  let fewest = need;
  let first = -1;
  let owedCards = 0;
  for (let i = 0; i < n; i++) {
    const p = state.players[i]!;
    const h = street === 3 ? (p.folded ? need : Math.min(p.cards.length, need)) : Math.min(dealtThisStreet(state, i), need);
    have.push(h);
    owedCards += need - h;
    if (h < fewest) {
      fewest = h;
      first = i;
    }
  }
  // 7th street: a whole round only when the stub covers everyone (plan 'deal'); a run-out goes card by card. A stub
  // a ruling took cards from may not cover the street: card by card too, so the card that is missing is refused.
  const plan = street === 7 ? (state.runOut ?? computeRunOut(state)) : null;
  const dealing = maxRounds === 1 ? have.filter((h) => h === fewest && h < need).length : owedCards;
  if ((street === 7 && plan !== 'deal') || stubLeft(state) < dealing) return dealCards(state, first, undefined, b);
  const stub = state.stub!;
  let top = state.stubTop;
  const players = writablePlayers(b, state.players);
  const log = writableLog(b, state.log);
  // Each player's writable cards, looked up once for the street.
  const cardsOf: DealtCard[][] = [];
  // A round serves the players with the fewest cards of the street, from the dealer's left; the next
  // round starts back at the dealer's left.
  for (let round = 0; round < maxRounds && fewest < need; round++) {
    const up = fewest >= spec.down;
    for (let i = 0; i < n; i++) {
      if (have[i] !== fewest) continue;
      const d: DealtCard = { card: stub[top++]!, up, street };
      (cardsOf[i] ??= writablePlayer(b, players, i).cards).push(d);
      have[i] = fewest + 1;
      log.push({ op: 'deal', player: i, cards: [d] });
    }
    fewest++;
  }
  const next = cloneState(state);
  next.players = players;
  next.log = log;
  next.stubTop = top;
  if (plan !== null) next.runOut = plan;
  // Nobody owed a card any more (fewest reached the street's count): the betting opens, as afterDeal would find.
  return fewest >= need ? startBetting(next, b) : afterDeal(next, b);
}
