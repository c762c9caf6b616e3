import { lowRankOf, rankOf, suitOf, type Card } from '../cards';
import { decide, type Decision } from '../decision';
import type { RuleId } from '../rulebook/rules';
import { VARIANTS } from '../variants';
import { highValue, low8Value, lowA5Value, type Evaluated } from './eval-adapter';
import type { Award, HandState, Player, Pot, Settlement } from './types';
import { aliveCount, betsIn } from './util';

/** Every chip in the middle, antes included. */
export function potTotal(state: HandState): number {
  let t = 0;
  for (const p of state.players) {
    t += p.ante;
    for (const b of p.streetBets) t += b;
  }
  return t;
}

/**
 * Main and side pots. Without ante trimming every ante is dead money in the main pot; with it
 * (PHH ante_trimming_status) antes count like bets, so a short ante wins only what it matched.
 */
export function buildHandPots(state: HandState): Pot[] {
  const trim = state.config.anteTrimming === true;
  const n = state.players.length;
  const c: number[] = new Array(n);
  let dead = 0;
  for (let i = 0; i < n; i++) {
    const p = state.players[i]!;
    c[i] = (trim ? p.ante : 0) + betsIn(p);
    if (!trim) dead += p.ante;
  }
  const levels = [...new Set(state.players.flatMap((p, i) => (p.folded ? [] : [c[i]!])))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let prev = 0;
  for (let k = 0; k < levels.length; k++) {
    const L = levels[k]!;
    let amount = k === 0 ? dead : 0;
    for (let i = 0; i < n; i++) amount += Math.min(c[i]!, L) - Math.min(c[i]!, prev);
    if (k === levels.length - 1) for (let i = 0; i < n; i++) amount += Math.max(0, c[i]! - L);
    const eligible: Player[] = [];
    for (let i = 0; i < n; i++) if (!state.players[i]!.folded && c[i]! >= L) eligible.push(i);
    if (amount > 0) pots.push({ amount, eligible });
    prev = L;
  }
  return pots;
}

export function pots(state: HandState): Decision<Pot[]> {
  const list = buildHandPots(state);
  const rules: RuleId[] = ['seed-001.side-pots'];
  if (state.config.anteTrimming) rules.push('phh.ante-trimming');
  return decide(list, rules, list.length > 1 ? 'hand.pots.side' : 'hand.pots.main', { count: list.length });
}

function knownCards(state: HandState, player: Player): Card[] {
  const out: Card[] = [];
  for (const d of state.players[player]!.cards) if (d.card !== null) out.push(d.card);
  if (state.common !== undefined && state.common !== null) out.push(state.common);
  return out;
}

/** Odd-chip priority (higher first): RR by the highest (or lowest, in low halves) card by suit among all cards; TDA 20 the high card in the five used. */
function oddChipKey(state: HandState, player: Player, ev: Evaluated, low: boolean): number {
  const cards = state.config.rules.oddChip === 'tda' ? ev.five : knownCards(state, player);
  let best = -Infinity;
  for (const c of cards) {
    const k = state.config.rules.oddChip === 'rr' && low ? -(lowRankOf(c) * 4 + suitOf(c)) : state.config.rules.oddChip === 'tda' && low ? lowRankOf(c) * 4 + suitOf(c) : rankOf(c) * 4 + suitOf(c);
    if (k > best) best = k;
  }
  return best;
}

function split(state: HandState, amount: number, winners: { player: Player; ev: Evaluated }[], low: boolean): Map<Player, number> {
  const out = new Map<Player, number>();
  const share = Math.floor(amount / winners.length);
  let rest = amount - share * winners.length;
  const byChip = [...winners].sort((a, b) => oddChipKey(state, b.player, b.ev, low) - oddChipKey(state, a.player, a.ev, low));
  for (const w of byChip) {
    out.set(w.player, share + (rest > 0 ? 1 : 0));
    rest--;
  }
  return out;
}

function best(state: HandState, players: Player[], evalf: (cards: Card[]) => Evaluated | null, smallerWins: boolean): { player: Player; ev: Evaluated }[] {
  let winners: { player: Player; ev: Evaluated }[] = [];
  for (const p of players) {
    const ev = evalf(knownCards(state, p));
    if (!ev) continue;
    const cmp = winners.length === 0 ? 1 : smallerWins ? winners[0]!.ev.value - ev.value : ev.value - winners[0]!.ev.value;
    if (cmp > 0) winners = [{ player: p, ev }];
    else if (cmp === 0) winners.push({ player: p, ev });
  }
  return winners;
}

/** Chips given back to each player as uncalled bets (log 'return' records). */
export function returnedChips(state: HandState): number[] {
  const out = state.players.map(() => 0);
  for (const e of state.log) if (e.op === 'return') out[e.player] = out[e.player]! + e.amount;
  return out;
}

/** Award every pot, give back nothing more (uncalled bets were returned when their round closed), and the finishing stacks. */
export function settle(state: HandState): Decision<Settlement> {
  if (state.phase !== 'complete' && state.phase !== 'showdown') throw new Error(`settle: the hand is not over (phase ${state.phase})`);
  const list = buildHandPots(state);
  const awards: Award[] = [];
  const rules: RuleId[] = ['seed-001.side-pots'];
  const variant = VARIANTS[state.variant];
  const oneLeft = aliveCount(state) === 1;
  for (let k = 0; k < list.length; k++) {
    const pot = list[k]!;
    let contenders = pot.eligible.filter((p) => state.players[p]!.shown !== 'muck');
    if (contenders.length === 0) contenders = [...pot.eligible];
    if (contenders.length === 1 || oneLeft) {
      awards.push({ pot: k, player: contenders[0]!, amount: pot.amount, half: 'all' });
      continue;
    }
    const give = (m: Map<Player, number>, half: Award['half']): void => {
      for (const [player, amount] of m) if (amount > 0) awards.push({ pot: k, player, amount, half });
    };
    if (variant.pots === 'high') give(split(state, pot.amount, best(state, contenders, highValue, false), false), 'all');
    else if (variant.pots === 'low') give(split(state, pot.amount, best(state, contenders, lowA5Value, true), true), 'all');
    else {
      const lows = best(state, contenders, low8Value, true);
      const highs = best(state, contenders, highValue, false);
      if (lows.length === 0) give(split(state, pot.amount, highs, false), 'scoop');
      else {
        const lowHalf = Math.floor(pot.amount / 2); // the odd chip between the halves goes to the high (RR, TDA 20)
        give(split(state, pot.amount - lowHalf, highs, false), 'high');
        give(split(state, lowHalf, lows, true), 'low');
        rules.push('rr.hi-lo.split');
      }
    }
  }
  const finishing = state.players.map((p) => p.stack);
  for (const a of awards) finishing[a.player] = finishing[a.player]! + a.amount;
  const oddRules: RuleId[] = state.config.rules.oddChip === 'rr' ? ['rr.showdown.odd-chip'] : ['tda.20'];
  rules.push('rr.ties', ...oddRules);
  if (state.config.anteTrimming) rules.push('phh.ante-trimming');
  return decide({ pots: list, awards, returned: returnedChips(state), finishingStacks: finishing }, [...new Set(rules)], oneLeft ? 'hand.settle.uncontested' : 'hand.settle.showdown', {
    pots: list.length,
  });
}
