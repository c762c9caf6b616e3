import type { RuleId } from '../rulebook/rules';
import { advanceDraft } from './flow';
import { openPairShowing } from './order';
import type { Chips, HandState, Illegal, LegalActions, Player } from './types';
import { withActed, writablePlayer, writablePlayers, type HandBuilder } from './builder';
import { cloneState, draftRound, enforce, illegal, logged, si, withChipsCount } from './util';
import { citedFor } from '../profiles/citations';

/** Is the betting capped now? (fast path of capInfo, no rule list) */
export function isCapped(state: HandState): boolean {
  const r = state.round;
  const cap = state.config.rules.cap;
  if (r.bets < 1 + cap.raises) return false;
  if (cap.headsUp === 'uncapped' && !r.cappedMultiway && withChipsCount(state, 3) <= 2) return false;
  return true;
}

/** Fixed-limit cap: bet and three (or four) raises; heads-up uncapped in cash unless capped while three or more were in (RR, TDA 48). */
export function capInfo(state: HandState): { capped: boolean; max: number; rules: RuleId[] } {
  const r = state.round;
  const cap = state.config.rules.cap;
  const max = 1 + cap.raises;
  const capRules: RuleId[] = cap.raises === 3 ? ['rr.betting.cap', 'seed-001.cap-example'] : ['house.cap-four-raises'];
  if (cap.headsUp === 'uncapped' && !r.cappedMultiway && withChipsCount(state, 3) <= 2)
    return { capped: false, max: Infinity, rules: ['rr.betting.heads-up'] };
  // Kept heads-up: a tournament's rule (TDA 48), or a room whose published cap has no heads-up exception (SEED-001).
  if (cap.headsUp === 'capped' && withChipsCount(state, 3) <= 2)
    capRules.push(state.config.rules.tournament ? 'tda.48' : 'seed-001.cap-any-round');
  return { capped: r.bets >= max, max, rules: capRules };
}

/**
 * The most any other player still in could put in this round (a raise beyond it can never be called),
 * counted only up to `enough`: the caller caps its amounts there, so the count stops at the first
 * player who covers it (at a full table that is nearly always the first one looked at).
 */
function maxOtherTotal(state: HandState, player: Player, enough: Chips): Chips {
  const idx = si(state.street);
  let m = 0;
  for (let j = 0; j < state.players.length; j++) {
    if (j === player) continue;
    const p = state.players[j]!;
    if (p.folded) continue;
    const t = p.streetBets[idx]! + p.stack;
    if (t > m) {
      if (t >= enough) return t;
      m = t;
    }
  }
  return m;
}

/** Raise increments on offer: the street's bet, or small and big on an open-pair 4th street (RR stud 4). */
function increments(state: HandState): Chips[] {
  const r = state.round;
  const s = state.config.structure;
  if (r.openPair && !r.bigBetMade) return [s.smallBet, s.bigBet];
  return [r.increment];
}

/**
 * May `player` raise again (the betting is open to them)? Yes before they act; after, only when a full bet or raise
 * came since (raiseSeq), and what they now face is half a bet or more (RR betting 5: short all-ins reopen the betting
 * only "if the resulting wager size to a player qualifies as a raise", so a player who called a short all-in is not
 * reopened by the next all-in that adds less than half a bet to it). Chips matched on the bring-in alone are not a
 * bet: a completion reopens them whatever the sizes.
 */
export function reopenedFor(state: HandState, player: Player): boolean {
  const r = state.round;
  const seq = r.actedSeq[player]!;
  if (seq < 0) return true;
  if (seq >= r.raiseSeq) return false;
  const bet = state.players[player]!.streetBets[si(r.street)]!;
  return (r.toCall - bet) * 2 >= r.increment || (r.street === 3 && bet <= state.config.structure.bringIn);
}

/**
 * Fast internal legal actions for the player to act (null when nobody acts). With a builder, its last answer is
 * kept: a bot's choice (from legalNow) and the action's own check (legalNow again) share one computation.
 */
export function legalNow(state: HandState, b: HandBuilder | null = null): LegalActions | null {
  if (b === null) return computeLegal(state);
  if (state === b.legalState) return b.legal;
  const legal = computeLegal(state);
  b.legalState = state;
  b.legal = legal;
  return legal;
}

function computeLegal(state: HandState): LegalActions | null {
  if (state.phase !== 'betting') return null;
  const r = state.round;
  const i = r.actor;
  if (i === null) return null;
  const p = state.players[i]!;
  const idx = si(r.street);
  const bet = p.streetBets[idx]!;
  const total = bet + p.stack;
  const s = state.config.structure;
  if (r.street === 3 && !r.opened) {
    const others = maxOtherTotal(state, i, Math.min(s.smallBet, total));
    // The opener: bring in or complete; may also fold when the low card is all-in for the ante (RR stud 8).
    const complete = Math.min(s.smallBet, total, others);
    const bringIn = Math.min(s.bringIn, p.stack);
    return {
      player: i,
      fold: state.bringInPlayer !== i,
      check: false,
      call: null,
      bringIn,
      completeTo: complete > bringIn ? complete : null,
      betOrRaiseTo: [],
      capped: false,
    };
  }
  const check = bet >= r.toCall;
  const call = check ? null : Math.min(r.toCall - bet, p.stack);
  const capped = isCapped(state);
  // The others' chips are counted only when the player could raise at all.
  // The street's bet, or small and big on an open-pair 4th street (RR stud 4).
  const two = r.openPair && !r.bigBetMade;
  const reach = Math.min(total, r.fullLevel + (two ? s.bigBet : r.increment));
  const others = r.actedSeq[i]! < r.raiseSeq && !capped && total > r.toCall && reopenedFor(state, i) ? maxOtherTotal(state, i, reach) : 0;
  // At most two totals, made as literals: an array grown by push gets room for 17 (this runs at every turn).
  let amounts: readonly Chips[] = [];
  if (others > r.toCall) {
    const first = Math.min(r.fullLevel + (two ? s.smallBet : r.increment), total, others);
    const second = two ? Math.min(r.fullLevel + s.bigBet, total, others) : 0;
    const hasSecond = two && second > r.toCall && second !== first;
    if (first > r.toCall) amounts = hasSecond ? [first, second] : [first];
    else if (hasSecond) amounts = [second];
  }
  const completing = r.street === 3 && r.bets === 0;
  return {
    player: i,
    fold: !check,
    check,
    call,
    bringIn: null,
    completeTo: completing && amounts.length > 0 ? amounts[0]! : null,
    betOrRaiseTo: completing ? [] : amounts,
    capped,
  };
}

function notYourTurn(state: HandState, player: Player): Illegal | null {
  if (state.phase !== 'betting' || state.round.actor === null) {
    return illegal('hand.illegal.noBetting', ['rr.betting.in-turn'], { phase: state.phase });
  }
  if (!Number.isInteger(player) || player < 0 || player >= state.players.length)
    return illegal('hand.illegal.noSuchPlayer', ['rr.betting.in-turn'], {
      seat: Number.isInteger(player) ? player + 1 : String(player),
      seats: state.players.length,
    });
  if (player !== state.round.actor) {
    // Out of turn, a deviation; but a folded hand or a player with no chips left has no turn at all.
    const p = state.players[player]!;
    if (p.folded) return illegal('hand.illegal.playerFolded', ['seed-000.folded-cards-dead'], { seat: player + 1 });
    if (p.stack === 0) return illegal('hand.illegal.playerAllIn', ['rr.betting.in-turn'], { seat: player + 1 });
    return illegal('hand.illegal.notYourTurn', ['rr.betting.in-turn'], { seat: player + 1, actor: state.round.actor + 1 });
  }
  return null;
}

// ---- bring-in ----------------------------------------------------------------------------------

export function checkPostBringIn(state: HandState, player: Player, b: HandBuilder | null = null): Illegal | null {
  const turn = notYourTurn(state, player);
  if (turn) return turn;
  const legal = legalNow(state, b)!;
  if (legal.bringIn === null) return illegal('hand.illegal.bringInDone', ['rr.stud.2']);
  return null;
}
export function canPostBringIn(state: HandState, player: Player): boolean {
  return checkPostBringIn(state, player) === null;
}
export function postBringIn(state: HandState, player: Player, b: HandBuilder | null = null): HandState {
  enforce(checkPostBringIn(state, player, b));
  return postBringInUnchecked(state, player, b);
}

/** postBringIn once its check passed (operation.ts's apply checks first). */
export function postBringInUnchecked(state: HandState, player: Player, b: HandBuilder | null): HandState {
  const p = state.players[player]!;
  const amount = Math.min(state.config.structure.bringIn, p.stack);
  const r = state.round;
  const round = draftRound(r, b);
  // A short bring-in still makes the others put in the full bring-in (SEED-003).
  round.toCall = Math.max(r.toCall, state.config.structure.bringIn);
  round.opened = true;
  // A forced bet is not aggression (RR stud 1: "a forced bet by the lowcard"; Full Tilt Poker's stud guide: "Esta apuesta
  // es obligatoria"): it never makes its poster "the first player who bet or the last who raised in an earlier round"
  // that online rooms show first when 7th street is checked. A completion is a bet (RR stud 3) and does.
  round.actedSeq = withActed(b, r.actedSeq, player, r.raiseSeq);
  const next = cloneState(state);
  const players = writablePlayers(b, state.players);
  const np = writablePlayer(b, players, player);
  np.stack = p.stack - amount;
  np.streetBets[0] = amount;
  next.players = players;
  next.round = round;
  return advanceDraft(logged(next, { op: 'bringIn', player, amount }, b), round, player, b);
}

// ---- complete / bet / raise ---------------------------------------------------------------------

export function checkCompleteBetRaiseTo(state: HandState, player: Player, amount: Chips, b: HandBuilder | null = null): Illegal | null {
  const turn = notYourTurn(state, player);
  if (turn) return turn;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return illegal('hand.illegal.badAmount', ['rr.betting.fixed-limit'], { amount: String(amount) });
  const r = state.round;
  const p = state.players[player]!;
  const chips = p.stack + p.streetBets[si(r.street)]!;
  if (amount > chips) return illegal('hand.illegal.moreThanStack', ['rr.betting.fixed-limit'], { seat: player + 1, amount, chips });
  const legal = legalNow(state, b)!;
  const options = legal.completeTo !== null ? [legal.completeTo] : legal.betOrRaiseTo;
  if (options.includes(amount)) return null;
  // Not above the bet to call: all the player has is a call all-in written as a raise; any other amount is no total.
  if (!(r.street === 3 && !r.opened) && amount <= r.toCall) {
    if (amount === chips) return illegal('hand.illegal.allInCallOnly', ['rr.betting.fixed-limit']);
    return illegal('hand.illegal.raiseNotAbove', ['rr.betting.fixed-limit'], { amount, toCall: r.toCall });
  }
  if (fullBeyondOthers(state, player, amount)) return null;
  if (legal.capped) return illegal('hand.illegal.capped', capInfo(state).rules, { bets: r.bets });
  if (r.street === 3 && !r.opened && legal.completeTo === null) return illegal('hand.illegal.cannotComplete', ['rr.stud.2']);
  if (options.length === 0) {
    if (chips <= r.toCall) return illegal('hand.illegal.allInCallOnly', ['rr.betting.fixed-limit']);
    if (!reopenedFor(state, player)) return illegal('hand.illegal.notReopened', citedFor(state.config.rules, ['rr.betting.5', 'tda.47']));
    return illegal('hand.illegal.nobodyToRaise', ['phh.effective-stack']);
  }
  const rules: RuleId[] = ['rr.betting.fixed-limit'];
  if (r.street === 3 && r.bets === 0) rules.push('rr.stud.3');
  if (options.length > 1) rules.push('rr.stud.4');
  // At most two totals (small or big on an open-pair 4th street); the "or" is the reader's language's.
  if (options.length > 1) return illegal('hand.illegal.wrongAmountTwo', rules, { amount, allowed: options[0]!, other: options[1]! });
  // The big bet after an open pair on 4th street, under house rules that do not double (TDA RP-10-F): the
  // amount is wrong because of that house rule, so say so (and which profile choice it is) rather than only the limit.
  const structure = state.config.structure;
  if (
    r.street === 4 &&
    !state.config.rules.openPairDoubling &&
    amount === r.fullLevel + structure.bigBet &&
    options[0] === r.fullLevel + structure.smallBet
  ) {
    if (openPairShowing(state))
      return illegal('hand.illegal.openPairNoBigBet', ['tda.rp-10-f', 'house.profile', 'rr.betting.fixed-limit'], {
        amount,
        allowed: options[0]!,
      });
  }
  return illegal('hand.illegal.wrongAmount', rules, { amount, allowed: options[0]! });
}
/**
 * A completion, bet or raise to the full amount (the street's bet above the last full level, small or big on an
 * open-pair 4th street, or all the player has) that the engine offers only cut short, because no opponent could match
 * it all (maxOtherTotal). Both are fine: a room takes the full amount and gives the part nobody called back when the
 * round ends (SEED-001: the uncalled part goes back), and PokerKit writes it so; someone must still be able to call
 * some of it (else the raise is refused: nobody to raise).
 */
function fullBeyondOthers(state: HandState, player: Player, amount: Chips): boolean {
  const r = state.round;
  const s = state.config.structure;
  const p = state.players[player]!;
  const total = p.streetBets[si(r.street)]! + p.stack;
  const others = maxOtherTotal(state, player, Infinity);
  if (amount <= others || others <= r.toCall) return false;
  if (r.street === 3 && !r.opened) return amount === Math.min(s.smallBet, total) && amount > Math.min(s.bringIn, p.stack);
  if (r.actedSeq[player]! >= r.raiseSeq || isCapped(state) || !reopenedFor(state, player)) return false;
  const two = r.openPair && !r.bigBetMade;
  return (
    amount === Math.min(r.fullLevel + (two ? s.smallBet : r.increment), total) ||
    (two && amount === Math.min(r.fullLevel + s.bigBet, total))
  );
}

export function canCompleteBetRaiseTo(state: HandState, player: Player, amount: Chips): boolean {
  return checkCompleteBetRaiseTo(state, player, amount) === null;
}
export function completeBetRaiseTo(state: HandState, player: Player, amount: Chips, b: HandBuilder | null = null): HandState {
  enforce(checkCompleteBetRaiseTo(state, player, amount, b));
  return completeBetRaiseToUnchecked(state, player, amount, b);
}

/** completeBetRaiseTo once its check passed (operation.ts's apply checks first). */
export function completeBetRaiseToUnchecked(state: HandState, player: Player, amount: Chips, b: HandBuilder | null): HandState {
  const r = state.round;
  const idx = si(r.street);
  const p = state.players[player]!;
  const bet = p.streetBets[idx]!;
  const total = bet + p.stack;
  const incs = increments(state);
  // Which increment the player chose: the smallest whose full raise reaches the amount.
  let inc = incs[incs.length - 1]!;
  for (const x of incs)
    if (amount <= r.fullLevel + x) {
      inc = x;
      break;
    }
  const fullTarget = r.fullLevel + inc;
  const cappedByOthers = amount < fullTarget && amount < total;
  // A short all-in of half a bet or more counts as a full bet (RR betting 5; TDA 47).
  const full = amount >= fullTarget || cappedByOthers || (amount - r.fullLevel) * 2 >= r.increment;
  const kind = r.street === 3 && r.bets === 0 ? 'complete' : r.bets === 0 && r.toCall === 0 ? 'bet' : 'raise';
  const next = cloneState(state);
  const players = writablePlayers(b, state.players);
  const np = writablePlayer(b, players, player);
  np.stack = total - amount;
  np.streetBets[idx] = amount;
  next.players = players;
  const raiseSeq = full ? r.raiseSeq + 1 : r.raiseSeq;
  const bets = full ? r.bets + 1 : r.bets;
  const bigBetMade = r.bigBetMade || (full && incs.length > 1 && inc === incs[1]);
  let cappedMultiway = r.cappedMultiway;
  if (full && bets >= 1 + state.config.rules.cap.raises && withChipsCount(next, 3) >= 3) cappedMultiway = true;
  const round = draftRound(r, b);
  round.toCall = Math.max(r.toCall, amount);
  round.fullLevel = full ? amount : r.fullLevel;
  round.bets = bets;
  round.raiseSeq = raiseSeq;
  round.bigBetMade = bigBetMade;
  round.increment = bigBetMade ? state.config.structure.bigBet : r.increment;
  round.lastAggressor = player;
  round.cappedMultiway = cappedMultiway;
  round.opened = true;
  round.actedSeq = withActed(b, r.actedSeq, player, raiseSeq);
  next.round = round;
  return advanceDraft(logged(next, { op: 'cbr', player, to: amount, kind }, b), round, player, b);
}

// ---- check / call -------------------------------------------------------------------------------

export function checkCheckOrCall(state: HandState, player: Player): Illegal | null {
  const turn = notYourTurn(state, player);
  if (turn) return turn;
  if (state.round.street === 3 && !state.round.opened) return illegal('hand.illegal.mustBringIn', ['rr.stud.2']);
  return null;
}
export function canCheckOrCall(state: HandState, player: Player): boolean {
  return checkCheckOrCall(state, player) === null;
}
export function checkOrCall(state: HandState, player: Player, b: HandBuilder | null = null): HandState {
  enforce(checkCheckOrCall(state, player));
  return checkOrCallUnchecked(state, player, b);
}

/** checkOrCall once its check passed (operation.ts's apply checks first). */
export function checkOrCallUnchecked(state: HandState, player: Player, b: HandBuilder | null): HandState {
  const r = state.round;
  const idx = si(r.street);
  const p = state.players[player]!;
  const bet = p.streetBets[idx]!;
  const add = Math.min(Math.max(0, r.toCall - bet), p.stack);
  const next = cloneState(state);
  if (add > 0) {
    const players = writablePlayers(b, state.players);
    const np = writablePlayer(b, players, player);
    np.stack = p.stack - add;
    np.streetBets[idx] = bet + add;
    next.players = players;
  }
  const round = draftRound(r, b);
  round.actedSeq = withActed(b, r.actedSeq, player, r.raiseSeq);
  next.round = round;
  return advanceDraft(logged(next, { op: 'cc', player, amount: add, kind: add === 0 ? 'check' : 'call' }, b), round, player, b);
}

// ---- fold ---------------------------------------------------------------------------------------

export function checkFold(state: HandState, player: Player): Illegal | null {
  const turn = notYourTurn(state, player);
  if (turn) return turn;
  // Same answer as legalNow(state).fold, without building the whole list.
  const r = state.round;
  if (r.street === 3 && !r.opened) return state.bringInPlayer === player ? illegal('hand.illegal.bringInCannotFold', ['rr.stud.2']) : null;
  if (state.players[player]!.streetBets[si(r.street)]! >= r.toCall)
    return illegal('hand.illegal.foldNothingToCall', ['rr.stud.7', 'seed-000.check-raise']);
  return null;
}
export function canFold(state: HandState, player: Player): boolean {
  return checkFold(state, player) === null;
}
export function fold(state: HandState, player: Player, b: HandBuilder | null = null): HandState {
  enforce(checkFold(state, player));
  return foldUnchecked(state, player, b);
}

/** fold once its check passed (operation.ts's apply checks first). */
export function foldUnchecked(state: HandState, player: Player, b: HandBuilder | null): HandState {
  const round = draftRound(state.round, b);
  round.actedSeq = withActed(b, state.round.actedSeq, player, state.round.raiseSeq);
  const next = cloneState(state);
  const players = writablePlayers(b, state.players);
  writablePlayer(b, players, player).folded = true;
  next.players = players;
  next.round = round;
  return advanceDraft(logged(next, { op: 'fold', player }, b), round, player, b);
}
