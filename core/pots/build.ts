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
}

function checkContributions(contributions: readonly Contribution[]): void {
  if (contributions.length === 0) throw new RangeError('buildPots needs at least one player');
  const seen = new Set<number>();
  contributions.forEach((c, i) => {
    const where = `contribution ${i + 1} (player ${c.player})`;
    if (!Number.isInteger(c.player) || c.player < 0) throw new RangeError(`${where}: player must be a whole number 0 or more`);
    if (seen.has(c.player)) throw new RangeError(`${where}: player ${c.player} appears twice`);
    seen.add(c.player);
    if (!Number.isInteger(c.committed) || c.committed < 0) throw new RangeError(`${where}: committed must be whole chips, 0 or more (got ${c.committed})`);
    if (!Number.isInteger(c.ante) || c.ante < 0) throw new RangeError(`${where}: ante must be whole chips, 0 or more (got ${c.ante})`);
    if (c.ante > c.committed) throw new RangeError(`${where}: ante ${c.ante} is more than the ${c.committed} committed in all`);
  });
  if (contributions.every((c) => c.folded)) throw new RangeError('buildPots: every player folded; at least one must still be in the hand');
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
  const bet = contributions.map((c) => (trimming ? c.committed : c.committed - c.ante));
  const dead = trimming ? 0 : contributions.reduce((sum, c) => sum + c.ante, 0);
  const levels = [...new Set(bet.filter((b) => b > 0))].sort((a, b) => a - b);
  if (dead > 0) levels.unshift(0);

  const pots: { amount: number; eligible: number[] }[] = [];
  const returned: ReturnedChips[] = [];
  let previous = 0;
  for (const level of levels) {
    let amount = level === 0 ? dead : 0;
    const contributors: number[] = [];
    const eligible: number[] = [];
    contributions.forEach((c, i) => {
      const b = bet[i]!;
      amount += Math.min(b, level) - Math.min(b, previous);
      if (b >= level) {
        contributors.push(c.player);
        if (!c.folded) eligible.push(c.player);
      }
    });
    previous = level;
    eligible.sort((a, b) => a - b);
    if (amount === 0) continue;
    if (level > 0 && contributors.length === 1 && eligible.length === 1) {
      returned.push({ player: eligible[0]!, amount });
      continue;
    }
    const last = pots[pots.length - 1];
    if (eligible.length === 0 || (last && last.eligible.join() === eligible.join())) {
      // Folded chips above every live player, or the same players as the pot below: one pot.
      if (last) last.amount += amount;
      else pots.push({ amount, eligible: contributions.filter((c) => !c.folded).map((c) => c.player).sort((a, b) => a - b) });
      continue;
    }
    pots.push({ amount, eligible });
  }
  if (pots.length === 0) {
    // Only the last live player put chips in: nothing to win but their own chips, which they keep.
    const live = contributions.filter((c) => !c.folded).map((c) => c.player);
    if (returned.length === 0) return decide({ pots: [], returned: [] }, ['seed-001.uncalled'], 'reason.pots.none');
    return decide({ pots: [], returned }, ['seed-001.uncalled'], 'reason.pots.returnedOnly', { seat: live[0]! + 1, amount: returned[0]!.amount });
  }
  const rules: RuleId[] = ['seed-001.side-pots'];
  if (dead > 0 || trimming) rules.push('phh.ante-trimming');
  if (returned.length > 0) rules.push('seed-001.uncalled');
  const total = pots.reduce((s, p) => s + p.amount, 0);
  return decide({ pots, returned }, rules, returned.length > 0 ? 'reason.pots.builtReturned' : 'reason.pots.built', {
    count: pots.length,
    total,
    ...(returned.length > 0 ? { seat: returned[0]!.player + 1, amount: returned[0]!.amount } : {}),
  });
}
