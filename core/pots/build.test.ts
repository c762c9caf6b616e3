import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatReason } from '../i18n/format';
import { buildPots, cutAtLevels, type Contribution } from './build';

const c = (player: number, committed: number, ante: number, folded = false): Contribution => ({ player, committed, ante, folded });

describe('buildPots (seed-001.side-pots, seed-001.uncalled, phh.ante-trimming)', () => {
  it('seed-001.ante: everyone matched: one main pot with every live player, antes in it (no side-pot rule for one pot)', () => {
    const d = buildPots([c(0, 25, 5), c(1, 25, 5), c(2, 5, 5, true)]);
    expect(d.answer).toEqual({ pots: [{ amount: 55, eligible: [0, 1] }], returned: [], tops: [20] });
    expect(d.rules).toEqual(['seed-001.ante']);
  });

  it('seed-001.side-pots: a short all-in makes a main pot and a side pot; antes are dead money in the main pot', () => {
    // Player 0 is all-in for 50 (ante 5 + 45); players 1 and 2 put in 100 each; player 3 folded after the ante and a 20 call.
    const d = buildPots([c(0, 50, 5), c(1, 100, 5), c(2, 100, 5), c(3, 25, 5, true)]);
    expect(d.answer.pots).toEqual([
      { amount: 45 * 3 + 20 + 20, eligible: [0, 1, 2] },
      { amount: 50 * 2, eligible: [1, 2] },
    ]);
    expect(d.answer.returned).toEqual([]);
    expect(d.answer.tops).toEqual([45, 95]);
    expect(d.rules).toEqual(['seed-001.side-pots', 'seed-001.ante']);
  });

  it('seed-001.side-pots: three all-ins of different sizes make three pots', () => {
    const d = buildPots([c(0, 30, 0), c(1, 60, 0), c(2, 100, 0), c(3, 100, 0)]);
    expect(d.answer.pots).toEqual([
      { amount: 120, eligible: [0, 1, 2, 3] },
      { amount: 90, eligible: [1, 2, 3] },
      { amount: 80, eligible: [2, 3] },
    ]);
    expect(d.answer.tops).toEqual([30, 60, 100]);
    expect(d.rules).toEqual(['seed-001.side-pots']);
  });

  it('seed-001.uncalled: the part of a bet nobody matched goes back', () => {
    const d = buildPots([c(0, 150, 10), c(1, 100, 10)]);
    expect(d.answer).toEqual({ pots: [{ amount: 200, eligible: [0, 1] }], returned: [{ player: 0, amount: 50 }], tops: [90] });
    expect(d.rules).toContain('seed-001.uncalled');
    expect(formatReason(d.reason, 'en')).toBe('One pot in the middle, 200 chips in all; seat 1 gets back 50 that nobody called.');
  });

  it('seed-001.uncalled: folded chips above the all-in stay in a pot the bettor wins; only the unmatched part returns', () => {
    // 0 raised to 150; 2 had called 120 earlier and folded; 1 is all-in for 100.
    const d = buildPots([c(0, 150, 0), c(1, 100, 0), c(2, 120, 0, true)]);
    expect(d.answer.pots).toEqual([
      { amount: 300, eligible: [0, 1] },
      { amount: 40, eligible: [0] },
    ]);
    expect(d.answer.returned).toEqual([{ player: 0, amount: 30 }]);
    expect(d.answer.tops).toEqual([100, 120]);
  });

  it('phh.ante-trimming: false, a player all-in for part of the ante still plays for every ante', () => {
    const d = buildPots([c(0, 3, 3), c(1, 25, 5), c(2, 25, 5)]);
    expect(d.answer.pots).toEqual([
      { amount: 13, eligible: [0, 1, 2] },
      { amount: 40, eligible: [1, 2] },
    ]);
    expect(d.answer.tops).toEqual([0, 20]);
    expect(d.rules).toContain('phh.ante-trimming');
  });

  it('phh.ante-trimming: true, antes count like bets: the short ante wins only what it matched', () => {
    const d = buildPots([c(0, 3, 3), c(1, 25, 5), c(2, 25, 5)], { anteTrimming: true });
    expect(d.answer.pots).toEqual([
      { amount: 9, eligible: [0, 1, 2] },
      { amount: 44, eligible: [1, 2] },
    ]);
    expect(d.answer.tops).toEqual([3, 25]);
  });

  it('seed-001.uncalled: everyone folds to the bring-in: the bring-in wins the antes, nothing of its own is at risk', () => {
    const d = buildPots([c(0, 5, 5, true), c(1, 15, 5), c(2, 5, 5, true)]);
    expect(d.answer).toEqual({ pots: [{ amount: 15, eligible: [1] }], returned: [{ player: 1, amount: 10 }], tops: [0] });
  });

  it('one pot of bets alone (no antes, nothing given back) cites no rule: it is neither a side pot nor an ante', () => {
    const d = buildPots([c(0, 20, 0), c(1, 20, 0), c(2, 10, 0, true)]);
    expect(d.answer).toEqual({ pots: [{ amount: 50, eligible: [0, 1] }], returned: [], tops: [20] });
    expect(d.rules).toEqual([]);
  });

  it('seed-001.side-pots: bad input says what and where', () => {
    expect(() => buildPots([])).toThrow(/at least one player/);
    expect(() => buildPots([c(0, 10, 5), c(0, 10, 5)])).toThrow(/contribution 2 \(player 0\): player 0 appears twice/);
    expect(() => buildPots([c(0, 10, 15), c(1, 10, 5)])).toThrow(/ante 15 is more than the 10 committed/);
    expect(() => buildPots([c(0, 10.5, 5), c(1, 10, 5)])).toThrow(/committed must be whole chips/);
    expect(() => buildPots([c(0, 10, 5, true), c(1, 10, 5, true)])).toThrow(/every player folded/);
  });

  const table = fc.integer({ min: 2, max: 8 }).chain((n) =>
    fc
      .tuple(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 400 }), fc.boolean()), {
          minLength: n,
          maxLength: n,
        }),
        fc.integer({ min: 0, max: n - 1 }),
      )
      .map(([rows, live]) =>
        rows.map(([ante, bet, folded], player) =>
          c(player, ante + bet + (player === live || !folded ? 1 : 0), ante, player === live ? false : folded),
        ),
      ),
  );

  // Hands as they usually end: the players still in matched one amount, the folded put in as much or less (and now
  // and then one more chip somewhere, which the shortcut must hand to the general cut).
  const usualEnd = fc.integer({ min: 2, max: 8 }).chain((n) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: 300 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 300 }), fc.boolean()), { minLength: n, maxLength: n }),
        fc.integer({ min: 0, max: n - 1 }),
        fc.option(fc.integer({ min: 0, max: n - 1 }), { nil: null }),
      )
      .map(([top, rows, live, bump]) =>
        rows.map(([ante, share, folded], player) => {
          const out = player !== live && folded;
          const bet = (out ? Math.min(share, top) : top) + (player === bump ? 1 : 0);
          return c(player, ante + bet, ante, out);
        }),
      ),
  );

  it('property (seed-001.side-pots): the one-pot shortcut lays a usual end out exactly as the general cut at every level does', () => {
    fc.assert(
      fc.property(usualEnd, (contributions) => {
        const bet = contributions.map((x) => x.committed - x.ante);
        const dead = contributions.reduce((s, x) => s + x.ante, 0);
        expect(buildPots(contributions)).toEqual(cutAtLevels(contributions, bet, dead, false));
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('property (seed-001.side-pots): chips are conserved exactly: pots + returned = everything committed', () => {
    fc.assert(
      fc.property(table, fc.boolean(), (contributions, anteTrimming) => {
        const { pots, returned } = buildPots(contributions, { anteTrimming }).answer;
        const inPots = pots.reduce((s, p) => s + p.amount, 0) + returned.reduce((s, r) => s + r.amount, 0);
        expect(inPots).toBe(contributions.reduce((s, x) => s + x.committed, 0));
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("property (seed-001.side-pots): each pot is its slice of what every player put in, between the pot below's top and its own (and the dead antes in the main pot)", () => {
    fc.assert(
      fc.property(table, fc.boolean(), (contributions, anteTrimming) => {
        const { pots, tops } = buildPots(contributions, { anteTrimming }).answer;
        expect(tops.length).toBe(pots.length);
        const bet = (x: Contribution) => x.committed - (anteTrimming ? 0 : x.ante);
        const dead = anteTrimming ? 0 : contributions.reduce((s, x) => s + x.ante, 0);
        for (let k = 0; k < pots.length; k++) {
          const below = k === 0 ? 0 : tops[k - 1]!;
          expect(tops[k]!).toBeGreaterThanOrEqual(below);
          const slice = contributions.reduce((s, x) => s + Math.min(bet(x), tops[k]!) - Math.min(bet(x), below), 0);
          expect(slice + (k === 0 ? dead : 0)).toBe(pots[k]!.amount);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('property (seed-001.side-pots): eligibility is sane: main pot = every live player, side pots nested and shrinking, only live players, at most one return to the biggest live bettor', () => {
    fc.assert(
      fc.property(table, fc.boolean(), (contributions, anteTrimming) => {
        const { pots, returned } = buildPots(contributions, { anteTrimming }).answer;
        const live = contributions.filter((x) => !x.folded).map((x) => x.player);
        if (pots.length === 0) {
          // Only one live player put chips in and nobody else did: those chips simply go back.
          expect(contributions.filter((x) => x.committed > 0).map((x) => x.player)).toEqual(returned.map((r) => r.player));
          return;
        }
        expect(pots[0]!.eligible).toEqual(live);
        for (let k = 0; k < pots.length; k++) {
          expect(pots[k]!.amount).toBeGreaterThan(0);
          for (const p of pots[k]!.eligible) expect(live).toContain(p);
          if (k > 0) {
            expect(pots[k]!.eligible.length).toBeLessThan(pots[k - 1]!.eligible.length);
            for (const p of pots[k]!.eligible) expect(pots[k - 1]!.eligible).toContain(p);
          }
        }
        expect(returned.length).toBeLessThanOrEqual(1);
        if (returned.length === 1) {
          const bet = (p: number) => contributions[p]!.committed - (anteTrimming ? 0 : contributions[p]!.ante);
          for (const x of contributions) if (x.player !== returned[0]!.player) expect(bet(x.player)).toBeLessThan(bet(returned[0]!.player));
          expect(live).toContain(returned[0]!.player);
        }
      }),
      { numRuns: 1000 },
    );
  }, 60_000);
});
