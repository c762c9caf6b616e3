import type { Card } from '../cards';
import { decide, type Decision, type ReasonParam } from '../decision';
import type { RuleId } from '../rulebook/rules';
import { VARIANTS, type StreetNumber } from '../variants';
import { bringInSeat, type DoorCard } from '../rules/bring-in';
import { boardShape } from './board';
import { boardTieBreakCard } from '../eval/board';
import { describeBoard, nameBoard } from '../eval/describe';
import { legalNow, capInfo, reopenedFor } from './betting';
import { computeRunOut, dealerNeed, nextToDeal, owed, runOutCounts, runOutRules, scrambleCards, type RunOutCounts } from './dealing';
import { computeOpener } from './flow';
import { boardLeader, doorCard, upcards } from './order';
import { showdownOrder } from './showdown';
import { potTotal } from './settle';
import type { DealerStep, HandState, LegalActions, Player, RunOutPlan } from './types';
import { si, specOf } from './util';
import { citedFor } from '../profiles/citations';

export function street(state: HandState): Decision<StreetNumber> {
  return decide(state.street, ['seed-000.streets'], 'hand.street', { street: state.street });
}

export function isHandOver(state: HandState): boolean {
  return state.phase === 'complete';
}

/** Who brings in: the door card (variant rule), the amount, and who opens (the player to its left when the low card is all-in for the ante). */
export function bringIn(state: HandState): Decision<{ player: Player; card: Card; amount: number; opener: Player | null } | null> {
  const variant = VARIANTS[state.variant];
  const doors: DoorCard[] = [];
  for (let i = 0; i < state.players.length; i++) {
    const c = state.players[i]!.folded ? null : doorCard(state, i);
    if (c !== null) doors.push({ seat: i + 1, card: c });
  }
  if (doors.length === 0) return decide(null, ['seed-000.deal-order'], 'hand.bringIn.notDealt');
  // The door card that brings in, with its rules and wording (the suit order only when door cards tie in rank).
  const pick = bringInSeat(doors, variant);
  const low = { player: pick.answer.seat - 1, card: pick.answer.card };
  const rules: RuleId[] = [...pick.rules, 'rr.stud.2'];
  const opener =
    state.street === 3 && state.phase === 'betting' ? state.round.opener : (state.openers[0] ?? computeOpener(state, 3).opener);
  const p = state.players[low.player]!;
  const amount = Math.min(state.config.structure.bringIn, p.stack + p.streetBets[0]!);
  let key = pick.reason.key;
  if (p.stack + p.streetBets[0]! === 0) {
    // Stud and stud8 call the bring-in card the low card; razz brings in with the highest door card: the high card.
    const high = variant.bringIn.pick === 'highest';
    rules.push(...citedFor(state.config.rules, ['rr.stud.8', 'tda.rp-10-e']));
    key = high ? 'hand.bringIn.lowAllIn.high' : 'hand.bringIn.lowAllIn';
    if (opener === null) {
      rules.push('rr.betting.all-in-skipped');
      key = high ? 'hand.bringIn.lowAllInNobody.high' : 'hand.bringIn.lowAllInNobody';
    }
  } else if (amount < state.config.structure.bringIn) {
    // All-in for less (RR's fixed limit); a tournament's own rule for the short bring-in too (SEED-003).
    rules.push('rr.betting.fixed-limit', ...citedFor(state.config.rules, ['seed-003.short-bring-in']));
    key = 'hand.bringIn.short';
  }
  // Reasons name seats (seat = player + 1), as the table shows them; the opener only when there is one.
  const params: Record<string, ReasonParam> = { card: { card: low.card }, seat: low.player + 1 };
  if (opener !== null) params['opener'] = opener + 1;
  return decide({ player: low.player, card: low.card, amount, opener }, rules, key, params);
}

/** Who acts first on a street (default: the current one): null when nobody can act. */
export function firstToAct(state: HandState, at: StreetNumber = state.street): Decision<Player | null> {
  if (at === 3) {
    const b = bringIn(state);
    return decide(b.answer?.opener ?? null, b.rules, b.reason.key, b.reason.params as Record<string, never>);
  }
  const recorded = at < state.street || (at === state.street && state.phase !== 'dealing') ? state.openers[si(at)] : undefined;
  const opener = recorded !== undefined ? recorded : computeOpener(state, at).opener;
  const useCommon = at === 7 && state.common !== undefined;
  const keepSixth = useCommon && state.config.rules.commonCardFirst === 'keep-sixth-street';
  if (keepSixth) {
    if (opener === null) return decide(opener, ['tda.rp-10-h'], 'hand.firstToAct.nobody');
    const sixth = state.openers[3];
    if (sixth !== null && sixth !== undefined && !state.players[sixth]!.folded) {
      // TDA RP-10-H: 6th street's first actor acts first again; all-in, the next seat with chips does (as on any street).
      return sixth === opener
        ? decide(opener, ['tda.rp-10-h'], 'hand.firstToAct.keepSixth', { seat: opener + 1 })
        : decide(opener, ['tda.rp-10-h', 'rr.betting.all-in-skipped'], 'hand.firstToAct.keepSixthAllIn', {
            sixth: sixth + 1,
            seat: opener + 1,
          });
    }
  }
  // RR 15 counts the common card in every board; under TDA RP-10-H with 6th street's first actor gone, the best board
  // acts first without it (computeOpener).
  const countCommon = useCommon && !keepSixth;
  const leader = boardLeader(state, at, countCommon);
  const rules: RuleId[] = [
    ...(keepSixth ? (['tda.rp-10-h'] as RuleId[]) : []),
    ...(leader?.rules ?? []),
    ...(countCommon ? (['rr.stud.15'] as RuleId[]) : []),
  ];
  if (leader && opener !== leader.player) rules.push('rr.betting.all-in-skipped');
  if (opener === null) return decide(opener, [...new Set(rules)], leader ? 'hand.firstToAct.nobody' : 'hand.board.none');
  const order = VARIANTS[state.variant].boardOrder;
  const board = order === 'low' ? 'low' : 'high';
  // The board named as the dealer says it ("pair of tens", "ace-king"), not as a list of cards.
  const shown = leader ? upcards(state, leader.player, at, countCommon) : [];
  const named: ReasonParam = { reasons: shown.length > 0 ? [nameBoard(shown, order)] : [] };
  const sixth = state.openers[3];
  if (keepSixth && sixth !== null && sixth !== undefined) {
    return decide(opener, [...new Set(rules)], `hand.firstToAct.keepSixthFolded.${board}`, {
      sixth: sixth + 1,
      seat: opener + 1,
      board: named,
    });
  }
  // Equal boards: say so, and how the profile breaks the tie (RR stud 1 / SEED-001 by position; TDA RP-10-D by suit).
  const tie = leader !== null && leader.tie && leader.player === opener ? `.tie.${state.config.rules.boardTie}` : '';
  // A tie broken by suit names the card whose suit broke it (TDA RP-10-D).
  const params: Record<string, ReasonParam> = { seat: opener + 1, board: named };
  if (tie === '.tie.suit' && shown.length > 0) params['card'] = { card: boardTieBreakCard(shown, order) };
  return decide(opener, [...new Set(rules)], `hand.firstToAct.${board}${tie}`, params);
}

export function legalActions(state: HandState): Decision<LegalActions | null> {
  const legal = legalNow(state);
  if (!legal) return decide(null, ['rr.betting.in-turn'], 'hand.legal.nobody');
  const rules: RuleId[] = ['rr.betting.fixed-limit'];
  if (legal.bringIn !== null) rules.push('rr.stud.2', 'rr.stud.3');
  if (legal.bringIn !== null && legal.fold) {
    // The opener may fold: the bring-in card's player is all-in for the ante (RR stud 8), or that card was an exposed
    // hole card, so the action started to its left (RR stud 5).
    const low = state.bringInPlayer === null ? null : state.players[state.bringInPlayer]!;
    rules.push(low !== null && low.stack + low.streetBets[0]! > 0 ? 'rr.stud.5' : 'rr.stud.8');
  }
  if (legal.completeTo !== null && legal.bringIn === null) rules.push('rr.stud.3');
  if (legal.betOrRaiseTo.length > 1) rules.push('rr.stud.4');
  if (legal.capped) rules.push(...capInfo(state).rules);
  if (!reopenedFor(state, legal.player) && legal.betOrRaiseTo.length === 0 && !legal.capped && legal.call !== null)
    rules.push('rr.betting.5');
  const why = legalReason(state, legal);
  return decide(legal, [...new Set(rules)], why.key, why.params);
}

/**
 * Why the player may do what legalActions says, in one sentence: the cap reached, a short all-in that did not
 * reopen the betting, the call all-in, nobody left to raise, the open pair's two sizes, the completion, the bet faced.
 */
function legalReason(state: HandState, legal: LegalActions): { key: string; params: Record<string, ReasonParam> } {
  const r = state.round;
  const seat = legal.player + 1;
  const p = state.players[legal.player]!;
  const call = legal.call ?? 0;
  const raises = legal.betOrRaiseTo;
  if (legal.bringIn !== null) {
    if (legal.completeTo === null) return { key: 'hand.legal.bringInAllIn', params: { seat, amount: legal.bringIn } };
    // The low card (razz: the high card) all-in for the ante: the player to its left opens, and may also fold (RR stud 8).
    return legal.fold
      ? {
          key: VARIANTS[state.variant].bringIn.pick === 'highest' ? 'hand.legal.bringInLeft.high' : 'hand.legal.bringInLeft',
          params: { seat, amount: legal.bringIn, to: legal.completeTo },
        }
      : { key: 'hand.legal.bringIn', params: { seat, amount: legal.bringIn, to: legal.completeTo } };
  }
  if (legal.capped && legal.call !== null) return { key: 'hand.legal.capped', params: { seat, bets: r.bets, call } };
  if (legal.call !== null && raises.length === 0 && legal.completeTo === null) {
    if (p.stack <= call) return { key: 'hand.legal.callAllIn', params: { seat, call } };
    if (!reopenedFor(state, legal.player)) return { key: 'hand.legal.notReopened', params: { seat, call } };
    return { key: 'hand.legal.nobodyToRaise', params: { seat, call } };
  }
  if (raises.length > 1) {
    return legal.call === null
      ? { key: 'hand.legal.openPairBet', params: { seat, small: raises[0]!, big: raises[1]! } }
      : { key: 'hand.legal.openPairRaise', params: { seat, call, small: raises[0]!, big: raises[1]! } };
  }
  if (legal.completeTo !== null && legal.call !== null) return { key: 'hand.legal.complete', params: { seat, call, to: legal.completeTo } };
  if (legal.call !== null && raises.length === 1) {
    const cap = capInfo(state);
    const headsUpOpen = !cap.capped && cap.max === Infinity;
    return headsUpOpen
      ? { key: 'hand.legal.raiseHeadsUp', params: { seat, call, to: raises[0]! } }
      : { key: 'hand.legal.raise', params: { seat, call, to: raises[0]!, bets: r.bets, max: 1 + state.config.rules.cap.raises } };
  }
  if (legal.check && raises.length === 1) return { key: 'hand.legal.bet', params: { seat, to: raises[0]! } };
  // Not reached by any hand the engine plays (every case above covers one); kept so a new case still reads.
  return { key: 'hand.legal.actions', params: {} };
}

/**
 * The 7th-street plan and the cards its scramble gathers: RR 15 deals all but the last card first, so only that card and
 * the burns are scrambled (STUD-RULES §7); TDA RP-10-H and the online rules scramble the whole stub with the burns.
 * `counts` gives the numbers the plan rests on (the stub, players owed, burns, cards dealt first and scrambled).
 */
export function runOutPlan(state: HandState): Decision<RunOutPlan> & { readonly counts: RunOutCounts } {
  const plan = computeRunOut(state);
  const counts = runOutCounts(state, plan);
  return { ...decide(plan, runOutRules(state), runOutKey(plan, counts), { cards: counts.scrambled }), counts };
}

/** The words for the plan; RR 15's are said from where the dealer stands: the street's usual burn still to make, or made. */
function runOutKey(plan: RunOutPlan, counts: RunOutCounts): string {
  if (!counts.lastOnly) return `hand.runOut.${plan}`;
  return counts.burnFirst === 1 ? 'hand.runOut.scramble-last-then-deal' : 'hand.runOut.scramble-last-burned';
}

/** The next thing the dealer must do, in the proper order (deal round by round from the dealer's left). */
export function nextDealerStep(state: HandState): Decision<DealerStep> {
  const task = state.pending;
  if (task !== null) {
    // A task the hand's config leaves to the dealer comes first (HandConfig.manual).
    switch (task.kind) {
      case 'antes':
        return decide({ kind: 'ante', player: task.players[0]! }, ['seed-001.ante'], 'hand.step.ante', { seat: task.players[0]! + 1 });
      case 'uncalledBet':
        return decide(
          { kind: 'returnUncalledBet', player: task.player, amount: task.amount },
          ['seed-001.uncalled'],
          'hand.step.returnUncalledBet',
          { seat: task.player + 1, amount: task.amount },
        );
      case 'collectBets':
        return decide({ kind: 'collectBets' }, ['seed-000.streets'], 'hand.step.collectBets');
      case 'awardPots':
        return decide({ kind: 'awardPot', pot: task.pots[0]! }, ['seed-001.uncalled'], 'hand.step.awardPot', { pot: task.pots[0]! + 1 });
    }
  }
  if (state.phase === 'betting') {
    return decide({ kind: 'action', player: state.round.actor! }, ['rr.betting.in-turn'], 'hand.step.action', {
      seat: state.round.actor! + 1,
    });
  }
  if (state.phase === 'showdown') {
    const order = showdownOrder(state);
    const next = order.answer.find((p) => state.players[p]!.shown === null);
    if (next !== undefined) return decide({ kind: 'showdown', player: next }, order.rules, 'hand.step.show', { seat: next + 1 });
    return decide({ kind: 'complete' }, order.rules, 'hand.step.complete');
  }
  if (state.phase === 'complete') return decide({ kind: 'complete' }, ['seed-001.uncalled'], 'hand.step.complete');
  const need = dealerNeed(state);
  const st = state.street;
  switch (need) {
    case 'burn':
      return decide(
        { kind: 'burn', street: st },
        st === 7 && state.stub !== null ? ['seed-000.burn', ...runOutRules(state)] : ['seed-000.burn', 'rr.stud.13'],
        'hand.step.burn',
        { street: st },
      );
    case 'scramble':
      return decide({ kind: 'scramble', street: st, cards: scrambleCards(state).length }, runOutRules(state), 'hand.step.scramble', {
        cards: scrambleCards(state).length,
      });
    case 'common':
      return decide({ kind: 'common', street: st }, runOutRules(state), 'hand.step.common');
    case 'deal': {
      const spec = specOf(state);
      const pick = nextToDeal(state);
      const up = spec.down + spec.up - owed(state, pick) >= spec.down;
      return decide(
        { kind: 'deal', street: st, player: pick, up },
        ['seed-000.deal-order', 'seed-000.streets'],
        up ? 'hand.step.dealUp' : 'hand.step.dealDown',
        { seat: pick + 1, street: st },
      );
    }
    case 'done':
      return decide({ kind: 'complete' }, ['seed-000.deal-order'], 'hand.step.complete');
  }
}

export function pot(state: HandState): Decision<number> {
  // Antes and every bet put in (SEED-001); with no ante, what the bets make.
  const antes = state.players.some((p) => p.ante > 0);
  return decide(potTotal(state), [antes ? 'seed-001.ante' : 'rr.betting.fixed-limit'], 'hand.pot', { amount: potTotal(state) });
}

const CATEGORY_KEYS = ['high', 'high', 'pair', 'twoPair', 'trips', 'fullHouse', 'quads'] as const;

/**
 * Whether the boards on 7th street count the common card: RR 15 (the high hand using the common card acts
 * first, so it is part of every board); not under TDA RP-10-H, which keeps 6th street's first actor, so the
 * boards that decided it are the upcards alone. False when no common card was turned.
 */
export function commonCardCounts(state: HandState): boolean {
  return state.street === 7 && state.common !== undefined && state.config.rules.commonCardFirst === 'high-with-common';
}

/**
 * What the dealer announces for a player's board: "pair of sevens", "ace high"; never straights or flushes (RR 12).
 * After a common card the board counts it only when the profile's first-to-act rule does (commonCardCounts).
 */
export function boardAnnouncement(state: HandState, player: Player): Decision<{ category: string; ranks: number[]; cards: Card[] }> {
  const order = VARIANTS[state.variant].boardOrder;
  const withCommon = commonCardCounts(state);
  const cards = upcards(state, player, state.street, withCommon);
  const shape = boardShape(cards, order === 'low');
  const category = CATEGORY_KEYS[shape.category] ?? 'high';
  const words = cards.length > 0 ? describeBoard(cards, order) : { key: 'hand.board.none' };
  const rules: RuleId[] = ['rr.stud.12'];
  if (state.street === 7 && state.common !== undefined) rules.push(withCommon ? 'rr.stud.15' : 'tda.rp-10-h');
  return { answer: { category, ranks: shape.ranks, cards }, rules, reason: words };
}
