import { describe, expect, it } from 'vitest';
import { newDeck, parseCard } from '../cards';
import { createHand, type HandState } from '../hand';
import { isTournamentRule } from '../profiles/citations';
import { PROFILE_IDS, PROFILES, customProfile, type ProfileId } from '../profiles';
import { createRng, shuffled } from '../rng';
import { randomBot, simStep } from '../sim';
import { VARIANT_IDS } from '../variants';
import { IncidentError, ruleOn, type Incident, type Ruling } from './index';
import { act, deal, newHand, sampleIncidents, STRUCTURE, toStreet } from './test-hands';

// STUD-RULES.md section 9: each profile cites its own sources. The TDA's rules are tournament rules: a cash game
// (RR cash, an online room) is not played under them, so its rulings cite the RR (or seed) rule that says the same
// point, never TDA 35 (misdeals, a fouled deck) or TDA 66 (upcards turned down), as core/profiles citedFor does for
// the bring-in, board ties and short all-ins. A TDA procedure a profile *chooses* (RP-10-A, RP-10-B, ...) is cited
// whatever the profile: that is the house rule it picked.
const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];
const CASH: readonly ProfileId[] = PROFILE_IDS.filter((id) => !PROFILES[id].tournament);

function tournamentRules(ruling: Pick<Ruling, 'rules'>): string[] {
  return ruling.rules.filter((id) => isTournamentRule(id));
}

describe("a cash profile's ruling cites no TDA rule the profile did not choose (STUD-RULES.md section 9; TDA 35, TDA 66)", () => {
  it('the shipped cash profiles are RR cash and the online room', () => {
    expect(CASH).toEqual(['rr-cash', 'online']);
  });

  const cases: [string, (id: ProfileId) => HandState, Incident, string[], string][] = [
    // RR stud 10 / TDA 66: p2 bets on 5th, p1 turns the upcards down facing it.
    [
      'upcards turned down facing a bet',
      (id) => act(deal(toStreet(newHand(HANDS, id), 5)), 10),
      { kind: 'upcards-concealed', player: 1 },
      ['rr.stud.10'],
      'tda.66',
    ],
    // RR irregularities / TDA 35: a misdeal on the initial deal.
    [
      'first card to the wrong seat',
      (id) => deal(newHand(HANDS, id), 2),
      { kind: 'wrong-first-seat' },
      ['rr.irregularities.misdeal'],
      'tda.35',
    ],
    [
      'two boxed cards',
      (id) => deal(newHand(HANDS, id), 2),
      { kind: 'boxed-card', count: 2 },
      ['rr.irregularities.boxed-card', 'rr.irregularities.misdeal'],
      'tda.35',
    ],
    // Too late for a misdeal: two players after the bring-in have acted.
    [
      'too late: a seat dealt out',
      (id) => act(deal(newHand([...HANDS, 'TcTd6s'], id)), 'pb', 'cc', 'cc'),
      { kind: 'player-dealt-out', player: 2 },
      ['rr.irregularities.misdeal'],
      'tda.35',
    ],
    // RR irregularities (defective deck) / TDA 35: a fouled deck.
    [
      'the same card twice',
      (id) => act(deal(toStreet(newHand(HANDS, id), 4)), 'cc'),
      { kind: 'duplicate-card', card: parseCard('Qd') },
      ['rr.irregularities.fouled-deck'],
      'tda.35',
    ],
  ];

  it.each(cases)(
    '%s: RR alone under RR cash and online; the TDA rule too under RR tournament and TDA',
    (_name, start, incident, rr, tda) => {
      for (const id of PROFILE_IDS) {
        const ruling = ruleOn(start(id), incident);
        expect(ruling.rules, id).toEqual(PROFILES[id].tournament ? [...rr, tda] : rr);
        // The profiles set beside the ruling cite their own sources too.
        for (const alt of ruling.alternatives)
          expect(alt.rules.includes(tda as never), `${id} -> ${alt.profile}`).toBe(PROFILES[alt.profile as ProfileId].tournament);
      }
    },
  );

  it('a cash room that chose TDA RP-10-A still cites it (the choice is the house rule), with no TDA 35 beside it', () => {
    const room = customProfile(PROFILES['rr-cash'], { exposedHoleCard: 'tda-rp-10-a' }, 'TDA deal room', 'custom:tda-deal-room');
    const start = deal(newHand(['AsKs3c', 'QdJd2c', '9h8h7h'], 'rr-cash'), 1);
    expect(ruleOn(start, { kind: 'exposed-hole-card', player: 1, hole: 0 }, room).rules).toEqual(['tda.rp-10-a']);
    const misdealRoom = customProfile(PROFILES['rr-cash'], { exposedHoleCard: 'misdeal' }, 'Misdeal room', 'custom:misdeal-room');
    expect(ruleOn(start, { kind: 'exposed-hole-card', player: 1, hole: 0 }, misdealRoom).rules).toEqual([
      'rr.stud.5-tournament',
      'rr.irregularities.misdeal',
    ]);
  });

  it('every incident that fits random hands at random moments: a cash ruling cites only the TDA rules its own profile chose', () => {
    const rng = createRng(20261203);
    const answers = new Set<string>();
    for (let run = 0; run < 400; run++) {
      const id = CASH[run % CASH.length]!;
      const variant = VARIANT_IDS[run % VARIANT_IDS.length]!;
      const players = 2 + rng.int(7);
      let state = createHand({
        variant,
        rules: PROFILES[id],
        structure: STRUCTURE,
        stacks: Array.from({ length: players }, () => 20 + rng.int(200)),
        deck: shuffled(newDeck(), rng),
      });
      const steps = rng.int(60);
      for (let k = 0; k < steps && state.phase !== 'complete'; k++) state = simStep(state, rng, randomBot);
      for (const incident of sampleIncidents(state, rng)) {
        let ruling: Ruling;
        try {
          ruling = ruleOn(state, incident, PROFILES[id], { rng });
        } catch (e) {
          if (e instanceof IncidentError) continue;
          throw e;
        }
        answers.add(ruling.answer);
        // RR cash and the online room choose no TDA procedure (their values rest on RR and the seeds).
        expect(tournamentRules(ruling), `${id} ${variant} ${incident.kind} -> ${ruling.answer}`).toEqual([]);
      }
    }
    // The walk reaches the rulings that used to cite TDA 35 and TDA 66.
    expect([...answers]).toEqual(expect.arrayContaining(['misdeal', 'void', 'upcards-fold']));
  });
});
