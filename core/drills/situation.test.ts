import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INCIDENT_KINDS } from '../rulings';
import { ruleOn } from '../rulings';
import { DEFAULT_STRUCTURE } from './setup';
import { PROFILE_IDS, PROFILES, customProfile } from '../profiles';
import { VARIANT_IDS } from '../variants';
import { dealSituation, findSituation, situationBar, SITUATION_MIN_PLAYERS } from './situation';
import type { DrillSetup } from './types';

const setup = (players: number, rules: DrillSetup['rules'] = 'rr-cash', variant: DrillSetup['variant'] = 'stud'): DrillSetup => ({
  variant,
  players,
  rules,
  structure: DEFAULT_STRUCTURE,
});

describe('findSituation: a hand where an incident of one kind happens, with its ruling', () => {
  it.each(INCIDENT_KINDS)("%s: found at 8 players under RR cash, and the ruling is ruleOn's for that hand", (kind) => {
    const s = findSituation(setup(8), kind, 77);
    expect(s).not.toBeNull();
    expect(s!.incident.kind).toBe(kind);
    expect(s!.ruling.incident).toEqual(s!.incident);
    expect(s!.ruling.answer).toBe(ruleOn(s!.state, s!.incident).answer);
    expect(s!.ruling.rules.length).toBeGreaterThan(0);
  });

  it("options.others: the situation's ruling is set beside the profiles given (a user's own too), the same hand and ruling", () => {
    const mine = customProfile(PROFILES['rr-cash'], { runOut: 'online' }, 'Our room', 'custom:our-room-a1b2');
    const plain = findSituation(setup(8), 'run-out', 9)!;
    const withMine = findSituation(setup(8), 'run-out', 9, undefined, { others: [mine] })!;
    expect(withMine.seed).toBe(plain.seed);
    expect(withMine.ruling.answer).toBe(plain.ruling.answer);
    expect(withMine.ruling.alternatives.map((a) => a.profile)).toEqual(['custom:our-room-a1b2']);
    expect(dealSituation(setup(8), 'run-out', plain.seed, { others: [mine] })!.ruling.alternatives).toEqual(withMine.ruling.alternatives);
  });

  it('every kind happens under every shipped profile in every game at 8 players (and rules there without an error), unless the profile bars it', () => {
    for (const rules of PROFILE_IDS)
      for (const variant of VARIANT_IDS)
        for (const kind of INCIDENT_KINDS) {
          if (situationBar(setup(8, rules, variant), kind)) continue;
          const s = findSituation(setup(8, rules, variant), kind, 4242);
          expect(s?.incident.kind, `${kind} ${rules} ${variant}`).toBe(kind);
          expect(s!.ruling.profile.id).toBe(rules);
        }
  });

  it('the low card all-in for the ante cannot happen online, where such a stack sits out (seed-003.cash-cover); it can under RR and TDA (RR stud 8, TDA RP-10-E)', () => {
    expect(situationBar(setup(8, 'online'), 'bring-in-all-in')).toEqual({
      kind: 'rules',
      field: 'shortStack',
      rule: 'seed-003.cash-cover',
    });
    expect(findSituation(setup(8, 'online'), 'bring-in-all-in', 1)).toBeNull();
    for (const rules of ['rr-cash', 'rr-tournament', 'tda'] as const) {
      expect(situationBar(setup(8, rules), 'bring-in-all-in')).toBeNull();
      expect(findSituation(setup(8, rules), 'bring-in-all-in', 1)?.incident.kind).toBe('bring-in-all-in');
    }
    // Other incidents on the bring-in still happen online.
    expect(findSituation(setup(8, 'online'), 'bring-in-absent', 1)?.incident.kind).toBe('bring-in-absent');
    expect(situationBar(setup(2, 'online'), 'bring-in-all-in')).toEqual({ kind: 'players', min: 3 });
  });

  it('SEED-003 cash cover: the rr-cash razz "high card all-in for the ante" sets the online profile beside it as "cannot happen" (not "every other profile rules the same")', () => {
    const s = findSituation(setup(6, 'rr-cash', 'razz'), 'bring-in-all-in', 1)!;
    expect(s.ruling.answer).toBe('all-in-low');
    expect(s.ruling.alternatives.map((a) => [a.profile, a.branch, a.rules])).toEqual([['online', 'not-dealt-in', ['seed-003.cash-cover']]]);
  });

  it('running out of cards (RR 15) cannot happen at six players: null without dealing', () => {
    expect(SITUATION_MIN_PLAYERS['run-out']).toBe(7);
    expect(findSituation(setup(6), 'run-out', 1)).toBeNull();
    expect(findSituation(setup(7), 'run-out', 1)?.incident.kind).toBe('run-out');
  });

  it('the profile decides the ruling: an exposed hole card is RR 5 in cash, a misdeal in RR tournaments (rr.stud.5-tournament)', () => {
    const cash = findSituation(setup(6, 'rr-cash'), 'exposed-hole-card', 5)!;
    const tour = findSituation(setup(6, 'rr-tournament'), 'exposed-hole-card', 5)!;
    expect(cash.ruling.rules).not.toContain('rr.stud.5-tournament');
    expect(tour.ruling.answer).toBe('exposed-misdeal');
    expect(tour.ruling.decidedBy).toEqual([{ field: 'exposedHoleCard', value: 'misdeal' }]);
  });

  it('a duplicate card is one already dealt on the table (RR fouled deck, TDA 35: the hand is void)', () => {
    const s = findSituation(setup(4), 'duplicate-card', 9)!;
    const dealt = s.state.players.flatMap((p) => p.cards.map((c) => c.card));
    expect(s.incident.kind === 'duplicate-card' && dealt.includes(s.incident.card)).toBe(true);
    expect(s.ruling.answer).toBe('void');
  });

  it('property: the seed found deals the same situation again (a seeded link reopens it)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INCIDENT_KINDS),
        fc.integer({ min: 3, max: 8 }),
        fc.constantFrom('stud', 'razz', 'stud8' as const),
        fc.nat(1_000_000),
        (kind, players, variant, from) => {
          const s = findSituation(setup(players, 'tda', variant), kind, from);
          if (!s) return kind === 'run-out' && players < 7;
          const again = dealSituation(setup(players, 'tda', variant), kind, s.seed);
          return (
            again !== null &&
            JSON.stringify(again.incident) === JSON.stringify(s.incident) &&
            again.ruling.answer === s.ruling.answer &&
            again.state.log.length === s.state.log.length
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("RR betting, underbet on a big-bet street: the floor page's rr-cash stud 6-handed seed 7 is on 5th-7th street (or 4th after a big bet on an open pair), corrected to the big bet", () => {
    const s = findSituation(setup(6), 'underbet', 7)!;
    expect(s.incident.kind).toBe('underbet');
    expect(s.state.round.increment).toBe(DEFAULT_STRUCTURE.bigBet);
    expect(s.state.street >= 5 || (s.state.street === 4 && s.state.round.openPair && s.state.round.bigBetMade)).toBe(true);
    expect(s.ruling.reason.params).toMatchObject({
      size: DEFAULT_STRUCTURE.bigBet,
      to: s.state.round.fullLevel + DEFAULT_STRUCTURE.bigBet,
    });
  });

  it('property (RR betting: the small bet on a big-bet street is corrected): every underbet situation, any profile, game, table and seed, is on a big-bet street and is corrected to a full big bet or raise', () => {
    const big = DEFAULT_STRUCTURE.bigBet;
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_IDS),
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 2, max: 8 }),
        fc.nat(1_000_000),
        (rules, variant, players, from) => {
          const s = findSituation(setup(players, rules, variant), 'underbet', from);
          expect(s, `${rules} ${variant} ${players} ${from}`).not.toBeNull();
          const { state, incident, ruling } = s!;
          const where = `${rules} ${variant} ${players} seed ${s!.seed}: street ${state.street}`;
          // 5th-7th street, or 4th once a big bet was made on an open pair (RR stud 4: stud high, doubling profiles only).
          expect(state.street >= 5 || (state.street === 4 && state.round.openPair && state.round.bigBetMade), where).toBe(true);
          expect(state.round.increment, where).toBe(big);
          const to = state.round.fullLevel + big;
          expect(ruling.answer, where).toBe('underbet');
          expect(ruling.steps, where).toEqual([
            {
              kind: 'correct-bet',
              player: incident.kind === 'underbet' ? incident.player : -1,
              from: (incident as { amount: number }).amount,
              to,
            },
          ]);
          expect(ruling.reason.params, where).toMatchObject({ size: big, to });
          expect((incident as { amount: number }).amount, where).toBeLessThan(to);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a seed dealing another incident gives null; a bad setup is an error naming the field', () => {
    const s = findSituation(setup(6), 'burn-error', 3)!;
    expect(dealSituation(setup(6), 'underbet', s.seed)).toBeNull();
    expect(() => dealSituation(setup(9), 'underbet', 1)).toThrow(/setup\.players/);
  });
});
