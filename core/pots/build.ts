import { decide, type Decision } from '../decision';
import type { RuleId } from '../rulebook/rules';

/** What one player put into the hand. */
export interface Contribution {
  /** Player number, 0 = first seat to the dealer's left. */
  readonly player: number;
  /** Every chip this player put in this hand, ante included. */
  readonly committed: number;
  /** The ante part of `committed`. */
  readonly ante: number;
  readonly folded: boolean;
}

export interface BuildPotsOptions {
  /**
   * PHH `ante_trimming_status`. false (the PHH default): antes are dead money in the main pot.
   * true: antes count like bets, so a player all-in for part of the ante wins from each opponent
   * only what they matched.
   */
  readonly anteTrimming?: boolean;
}

/** A pot: index 0 of the list is the main pot, then side pots in order. */
export interface BuiltPot {
  readonly amount: number;
  /** Players still in who can win it, in player order. */
  readonly eligible: readonly number[];
}

export interface ReturnedChips {
  readonly player: number;
  readonly amount: number;
}

export interface PotLayout {
  readonly pots: readonly BuiltPot[];
  /** Chips nobody matched, given back (at most one player: the one who bet or raised last). */
  readonly returned: readonly ReturnedChips[];
  /**
   * Index for index with `pots`: the amount each pot takes chips up to (bets; antes too with ante trimming). A
   * player's share of pot k is what they put in above tops[k - 1] (0 for the main pot) up to tops[k]; with
   * antes as dead money the main pot also holds every ante. Chips above the top pot's are `returned`.
   */
  readonly tops: readonly number[];
}

function whereOf(i: number, c: Contribution): string {
  return `contribution ${i + 1} (player ${c.player})`;
}

function checkContributions(contributions: readonly Contribution[]): void {
  if (contributions.length === 0) throw new RangeError('buildPots needs at least one player');
  let live = 0;
  for (let i = 0; i < contributions.length; i++) {
    const c = contributions[i]!;
    if (!Number.isInteger(c.player) || c.player < 0) throw new RangeError(`${whereOf(i, c)}: player must be a whole number 0 or more`);
    for (let j = 0; j < i; j++)
      if (contributions[j]!.player === c.player) throw new RangeError(`${whereOf(i, c)}: player ${c.player} appears twice`);
    if (!Number.isInteger(c.committed) || c.committed < 0)
      throw new RangeError(`${whereOf(i, c)}: committed must be whole chips, 0 or more (got ${c.committed})`);
    if (!Number.isInteger(c.ante) || c.ante < 0)
      throw new RangeError(`${whereOf(i, c)}: ante must be whole chips, 0 or more (got ${c.ante})`);
    if (c.ante > c.committed) throw new RangeError(`${whereOf(i, c)}: ante ${c.ante} is more than the ${c.committed} committed in all`);
    if (!c.folded) live++;
  }
  if (live === 0) throw new RangeError('buildPots: every player folded; at least one must still be in the hand');
}

function inPlayerOrder(contributions: readonly Contribution[]): boolean {
  for (let i = 1; i < contributions.length; i++) if (contributions[i - 1]!.player > contributions[i]!.player) return false;
  return true;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The rules of a layout: side pots, antes in the pot, a short ante (ante trimming named), an uncalled bet given back. */
function layoutRules(players: readonly Contribution[], pots: number, dead: number, trimming: boolean, returned: boolean): RuleId[] {
  const rules: RuleId[] = [];
  if (pots > 1) rules.push('seed-001.side-pots');
  if (dead > 0) rules.push('seed-001.ante');
  // Ante trimming decides only when an ante is short (PHH ante_trimming_status): then it is named either way.
  let topAnte = 0;
  for (const c of players) if (c.ante > topAnte) topAnte = c.ante;
  let shortAnte = false;
  for (const c of players) if (c.ante < topAnte) shortAnte = true;
  if (trimming || (dead > 0 && shortAnte)) rules.push('phh.ante-trimming');
  if (returned) rules.push('seed-001.uncalled');
  return rules;
}

/**
 * The usual end of a hand, antes as dead money, laid out without cutting levels: every player still in put in
 * the same bets B > 0, nobody put in more, and a second player matched B (so no slice is uncalled). That is one
 * pot of every chip, for the players still in: what the general cut below makes of it too.
 */
function onePot(players: readonly Contribution[], bet: readonly number[], dead: number): Decision<PotLayout> | null {
  let top = -1;
  let atTop = 0;
  let total = dead;
  const eligible: number[] = [];
  for (let i = 0; i < players.length; i++) {
    const b = bet[i]!;
    total += b;
    if (!players[i]!.folded) {
      if (top < 0) top = b;
      else if (b !== top) return null;
      eligible.push(players[i]!.player);
    }
  }
  if (top <= 0) return null;
  for (let i = 0; i < players.length; i++) {
    const b = bet[i]!;
    if (b > top) return null;
    if (b === top) atTop++;
  }
  if (atTop < 2) return null;
  const pots = [{ amount: total, eligible }];
  return decide({ pots, returned: [], tops: [top] }, layoutRules(players, 1, dead, false, false), 'reason.pots.built', { count: 1, total });
}

/**
 * Main and side pots from what each player put in. The chips are cut at every amount a player put
 * in; a slice belongs to the players still in who reached its top. Slices with the same players
 * merge. The top slice only one player put chips into goes back to that player (uncalled); chips of
 * folded players above everyone still in join the highest pot. Chips are conserved exactly:
 * pots + returned = everything committed.
 */
export function buildPots(contributions: readonly Contribution[], options: BuildPotsOptions = {}): Decision<PotLayout> {
  checkContributions(contributions);
  const trimming = options.anteTrimming === true;
  // Work in player order, so every eligible list comes out sorted.
  const players = inPlayerOrder(contributions) ? contributions : [...contributions].sort((a, b) => a.player - b.player);
  const n = players.length;
  const bet: number[] = new Array<number>(n);
  let dead = 0;
  for (let i = 0; i < n; i++) {
    const c = players[i]!;
    bet[i] = trimming ? c.committed : c.committed - c.ante;
    if (!trimming) dead += c.ante;
  }
  return (trimming ? null : onePot(players, bet, dead)) ?? cutAtLevels(players, bet, dead, trimming);
}

/**
 * The general layout (buildPots' own, exported for the test that holds onePot to it): `players` in player order,
 * `bet` what each put in that counts as a bet, `dead` the antes that are dead money.
 */
export function cutAtLevels(
  players: readonly Contribution[],
  bet: readonly number[],
  dead: number,
  trimming: boolean,
): Decision<PotLayout> {
  const n = players.length;
  // The distinct amounts put in, ascending (0 first when antes are dead money). Insertion into a
  // list of at most eight: cheaper than a sort with a comparator, and this runs once per simulated hand.
  const levels: number[] = dead > 0 ? [0] : [];
  for (let i = 0; i < n; i++) {
    const b = bet[i]!;
    if (b <= 0) continue;
    let at = levels.length;
    while (at > 0 && levels[at - 1]! > b) at--;
    if (at > 0 && levels[at - 1] === b) continue;
    levels.splice(at, 0, b);
  }

  const pots: { amount: number; eligible: number[] }[] = [];
  const returned: ReturnedChips[] = [];
  const tops: number[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = level === 0 ? dead : 0;
    let contributors = 0;
    const eligible: number[] = [];
    for (let i = 0; i < n; i++) {
      const b = bet[i]!;
      amount += Math.min(b, level) - Math.min(b, previous);
      if (b >= level) {
        contributors++;
        if (!players[i]!.folded) eligible.push(players[i]!.player);
      }
    }
    previous = level;
    if (amount === 0) continue;
    if (level > 0 && contributors === 1 && eligible.length === 1) {
      returned.push({ player: eligible[0]!, amount });
      continue;
    }
    const last = pots[pots.length - 1];
    if (last && (eligible.length === 0 || sameList(last.eligible, eligible))) {
      // Folded chips above every live player, or the same players as the pot below: one pot.
      last.amount += amount;
      tops[tops.length - 1] = level;
      continue;
    }
    if (eligible.length === 0) {
      for (const c of players) if (!c.folded) eligible.push(c.player);
    }
    pots.push({ amount, eligible });
    tops.push(level);
  }
  if (pots.length === 0) {
    // Only the last live player put chips in: nothing to win but their own chips, which they keep.
    if (returned.length === 0) return decide({ pots: [], returned: [], tops: [] }, ['seed-001.uncalled'], 'reason.pots.none');
    return decide({ pots: [], returned, tops: [] }, ['seed-001.uncalled'], 'reason.pots.returnedOnly', {
      seat: returned[0]!.player + 1,
      amount: returned[0]!.amount,
    });
  }
  // The rules this layout rests on: side pots only when there are some, the antes in the pot, an uncalled bet given back
  // (none for one pot without antes or anything given back: that pot is only the bets, and cites no rule of its own).
  const rules = layoutRules(players, pots.length, dead, trimming, returned.length > 0);
  let total = 0;
  for (const p of pots) total += p.amount;
  if (returned.length === 0) return decide({ pots, returned, tops }, rules, 'reason.pots.built', { count: pots.length, total });
  return decide({ pots, returned, tops }, rules, 'reason.pots.builtReturned', {
    count: pots.length,
    total,
    seat: returned[0]!.player + 1,
    amount: returned[0]!.amount,
  });
}
