import type { Card } from '../cards';
import { decide, type Decision } from '../decision';
import type { RuleId } from '../rulebook/rules';
import { VARIANTS } from '../variants';
import { awardPots, buildPots, type Awards, type Contribution, type PotLayout, type ShownHand } from '../pots';
import type { Award, HandState, Player, Pot, Settlement } from './types';
import { aliveCount, totalIn } from './util';

/** Every chip in the middle, antes included. */
export function potTotal(state: HandState): number {
  let t = 0;
  for (const p of state.players) t += totalIn(p);
  return t;
}

function contributions(state: HandState): Contribution[] {
  const out: Contribution[] = [];
  for (let player = 0; player < state.players.length; player++) {
    const p = state.players[player]!;
    out.push({ player, committed: totalIn(p), ante: p.ante, folded: p.folded });
  }
  return out;
}

/** The hand's pot layout (core/pots buildPots), with or without ante trimming as its config says. */
export function potLayout(state: HandState): Decision<PotLayout> {
  return buildPots(contributions(state), { anteTrimming: state.config.anteTrimming === true });
}

/**
 * Main and side pots (core/pots). Without ante trimming every ante is dead money in the main pot;
 * with it (PHH ante_trimming_status) antes count like bets, so a short ante wins only what it matched.
 */
export function pots(state: HandState): Decision<Pot[]> {
  const built = potLayout(state);
  return { answer: built.answer.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })), rules: built.rules, reason: built.reason };
}

/** Chips given back to each player so far: uncalled bets, and antes a ruling returned (the log's 'return' records). */
export function returnedChips(state: HandState): number[] {
  return state.returned.slice();
}

/** The hand a player takes to the showdown: every known card, with the common card. Cards speak: mucked hands are out. */
function showdownHand(state: HandState, player: Player): Card[] | null {
  const p = state.players[player]!;
  if (p.folded || p.shown === 'muck') return null;
  const cards: Card[] = [];
  for (const d of p.cards) if (d.card !== null) cards.push(d.card);
  if (state.common !== undefined && state.common !== null) cards.push(state.common);
  return cards.length >= 5 && cards.length <= 7 ? cards : null;
}

/** Every hand taken to the showdown (showdownHand), in seat order. */
function shownHands(state: HandState): ShownHand[] {
  const shown: ShownHand[] = [];
  for (let i = 0; i < state.players.length; i++) {
    const cards = showdownHand(state, i);
    if (cards) shown.push({ player: i, cards });
  }
  return shown;
}

/** The players clockwise from the dealer's left: player numbers are seat order. */
function seatOrder(state: HandState): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.players.length; i++) out.push(i);
  return out;
}

function anyShown(players: readonly Player[], shown: readonly ShownHand[]): boolean {
  for (const p of players) for (const h of shown) if (h.player === p) return true;
  return false;
}

/**
 * The showdown's pots as settle awards them, each winning hand in words (core/pots' PotShare.hand), for
 * texts that explain who won what and why; null when one player is left (no hands compared).
 */
export function showdownAwards(state: HandState): Decision<Awards> | null {
  if (state.phase !== 'complete' && state.phase !== 'showdown')
    throw new Error(`showdownAwards: the hand is not over (phase ${state.phase})`);
  if (aliveCount(state, 2) === 1) return null;
  return awardPots(potLayout(state).answer.pots, shownHands(state), VARIANTS[state.variant], state.config.rules.oddChip, seatOrder(state));
}

/**
 * Award every pot (core/pots: best hands, splits, stud8 halves and scoops, the odd chip per profile)
 * and the finishing stacks. Uncalled bets were already returned when their round closed.
 * Throws when the hand is not over, or when no live hand in a contested pot is known.
 */
export function settle(state: HandState): Decision<Settlement> {
  if (state.phase !== 'complete' && state.phase !== 'showdown') throw new Error(`settle: the hand is not over (phase ${state.phase})`);
  // Plain loops, no closures: settle runs once per simulated hand (bench, drills).
  const built = potLayout(state);
  const layout = built.answer;
  const n = state.players.length;
  const oneLeft = aliveCount(state, 2) === 1;
  const shown = oneLeft ? [] : shownHands(state);
  for (let k = 0, contested = 0; k < layout.pots.length; k++) {
    const pot = layout.pots[k]!;
    if (pot.eligible.length <= 1) continue;
    if (!anyShown(pot.eligible, shown)) {
      throw new Error(
        `settle: pot ${contested}: none of the players in it (${pot.eligible.map((p) => `p${p + 1}`).join(', ')}) has a known hand to show`,
      );
    }
    contested++;
  }
  const awards: Award[] = [];
  // Everyone else folded: the bet nobody called wins every pot, no hands compared (SEED-001); how the pots were
  // built (side pots, ante trimming) decides nothing then, so only that rule is cited.
  const rules: RuleId[] = oneLeft ? ['seed-001.uncalled'] : built.rules.slice();
  if (oneLeft) {
    for (let k = 0; k < layout.pots.length; k++) {
      const pot = layout.pots[k]!;
      awards.push({ pot: k, player: pot.eligible[0]!, amount: pot.amount, half: 'all' });
    }
  } else {
    const awarded = awardPots(layout.pots, shown, VARIANTS[state.variant], state.config.rules.oddChip, seatOrder(state), {
      describeHands: false,
    });
    for (const pa of awarded.answer.pots) {
      for (const r of pa.rules) rules.push(r);
      for (const share of pa.shares) {
        const half: Award['half'] = share.half === 'whole' ? (pa.scoop ? 'scoop' : 'all') : share.half;
        awards.push({ pot: pa.pot, player: share.player, amount: share.amount, half });
      }
    }
    for (const r of awarded.rules) rules.push(r);
  }
  const finishing: number[] = [];
  for (let i = 0; i < n; i++) finishing.push(state.players[i]!.stack);
  for (const a of awards) finishing[a.player] = finishing[a.player]! + a.amount;
  for (const r of layout.returned) finishing[r.player] = finishing[r.player]! + r.amount;
  const returned = returnedChips(state);
  for (const r of layout.returned) returned[r.player] = returned[r.player]! + r.amount;
  const pots: Pot[] = [];
  for (const p of layout.pots) pots.push({ amount: p.amount, eligible: p.eligible });
  const distinct: RuleId[] = [];
  for (const r of rules) if (!distinct.includes(r)) distinct.push(r);
  return decide(
    { pots, awards, returned, finishingStacks: finishing },
    distinct,
    oneLeft ? 'hand.settle.uncontested' : 'hand.settle.showdown',
    {
      pots: layout.pots.length,
    },
  );
}
