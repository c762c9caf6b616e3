import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../cards';
import type { Reason } from '../decision';
import { answerOf, DEFAULT_STRUCTURE, generateScenario, grade, scenarioFromCode } from '../drills';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { parsePhh } from '../phh/parse';
import { replayPhh } from '../phh/replay';
import { PROFILE_IDS, PROFILES } from '../profiles';
import type { RuleId } from '../rulebook/rules';
import { VARIANT_IDS } from '../variants';
import { checkOrCall, completeBetRaiseTo, fold, postBringIn } from './betting';
import { pots, settle } from './settle';
import { checkShowOrMuck, showdownOrder, showOrMuck } from './showdown';
import { dealCards } from './dealing';
import { nextDealerStep } from './queries';
import { createRng } from '../rng';
import { playRandomHand, uniformBot } from '../sim/play';
import { buildPots } from '../pots';
import { callAround, callDown, deal3, dealStreet, table } from './test-kit';
import type { HandState } from './types';

const STRUCT = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const LATER = [
  ['Jh', 'Td', '9c'],
  ['5h', '6d', '7c'],
  ['2h', '3d', '4c'],
];

/** Three players to 7th street; 7th street dealt, betting open. */
function toRiver(rules = PROFILES['rr-cash']): HandState {
  let s = deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
  s = callDown(s, LATER);
  return dealStreet(s, ['9d', '9h', 'Tc']);
}

describe('showdown order (TDA 17, RR showdown, SEED-001)', () => {
  it('the last player to bet or raise on the river shows first, then clockwise', () => {
    let s = toRiver();
    const first = s.round.actor!;
    s = checkOrCall(s, first);
    const bettor = s.round.actor!;
    s = completeBetRaiseTo(s, bettor, 10);
    s = callAround(s);
    expect(s.phase).toBe('showdown');
    const d = showdownOrder(s);
    expect(d.answer[0]).toBe(bettor);
    expect(d.rules).toEqual(['rr.showdown.order']);
    expect(nextDealerStep(s).answer).toEqual({ kind: 'showdown', player: bettor });
  });

  it('river checked: rr-cash: the player first to act shows first; online (SEED-001): the last aggressor of an earlier street', () => {
    for (const rules of [PROFILES['rr-cash'], PROFILES.online]) {
      let s = deal3(table({ stacks: [1000, 1000, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
      s = callAround(s);
      s = dealStreet(s, LATER[0]!);
      s = completeBetRaiseTo(s, s.round.actor!, 5);
      const aggressor = s.log.at(-1)!.op === 'cbr' ? (s.log.at(-1) as { player: number }).player : -1;
      s = callAround(s);
      for (const street of [LATER[1]!, LATER[2]!, ['9d', '9h', 'Tc']]) s = callAround(dealStreet(s, street));
      const d = showdownOrder(s);
      if (rules.id === 'online') {
        expect(d.answer[0]).toBe(aggressor);
        expect(d.rules).toContain('seed-001.showdown-order');
      } else {
        expect(d.answer[0]).toBe(s.openers[4]);
        expect(d.rules[0]).toBe('rr.showdown.order');
        expect(d.rules).not.toContain('tda.17');
      }
    }
  });

  it('online (SEED-001): when the only wager all hand was the bring-in (a forced bet, RR stud 1; not a bet or raise), the player first to act on 7th street shows first', () => {
    let s = deal3(table({ stacks: [1000, 1000, 1000], rules: PROFILES.online, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
    const low = s.round.actor!;
    s = callAround(s); // the bring-in, called all round
    for (const street of [LATER[0]!, LATER[1]!, LATER[2]!, ['9d', '9h', 'Tc']]) s = callAround(dealStreet(s, street));
    expect(s.phase).toBe('showdown');
    expect(s.aggressors).toEqual([null, null, null, null, null]);
    const d = showdownOrder(s);
    expect(d.answer[0]).toBe(s.openers[4]);
    expect(d.answer[0]).not.toBe(low);
    expect(d.reason.key).toBe('hand.showdown.firstToAct');
    expect(d.rules[0]).toBe('rr.showdown.order');
    // A completion is a bet (RR stud 3): it makes its player the earlier aggressor.
    let c = deal3(table({ stacks: [1000, 1000, 1000], rules: PROFILES.online, structure: STRUCT }), ['AsAdKs', 'QcJc2c', '8h8s7s']);
    c = postBringIn(c, c.round.actor!);
    const completer = c.round.actor!;
    c = callAround(completeBetRaiseTo(c, completer, 5));
    for (const street of [LATER[0]!, LATER[1]!, LATER[2]!, ['9d', '9h', 'Tc']]) c = callAround(dealStreet(c, street));
    expect(showdownOrder(c).answer[0]).toBe(completer);
    expect(showdownOrder(c).rules).toContain('seed-001.showdown-order');
  });

  it('RR: players in a side pot show before a player all-in for the main pot only', () => {
    let s = deal3(table({ stacks: [1000, 18, 1000], structure: STRUCT }), ['AsAdKs', 'QcJc6c', '8h8s2s']);
    s = callAround(s); // p2 brings in; everyone calls 2
    s = dealStreet(s, ['Jh', 'Td', '9c']);
    s = completeBetRaiseTo(s, s.round.actor!, 5);
    s = callAround(s);
    s = dealStreet(s, ['5h', '6d', '7c']);
    // p1 has 10 left and calls p0's bet all-in
    while (s.phase === 'betting') {
      const p = s.round.actor!;
      s = p === 0 && s.round.toCall === 0 ? completeBetRaiseTo(s, 0, 10) : checkOrCall(s, p);
    }
    expect(s.players[1]!.stack).toBe(0);
    s = dealStreet(s, ['2h', '3d', '4c']);
    s = callAround(completeBetRaiseTo(s, s.round.actor!, 10)); // a side pot between p1 and p3
    s = callAround(dealStreet(s, ['9d', '9h', 'Tc']));
    const d = showdownOrder(s);
    expect(d.answer.at(-1)).toBe(1);
    expect(d.rules).toContain('rr.showdown.side-pots-first');
    expect(pots(s).answer.length).toBe(2);
    // Seat 2 is all-in for the main pot only: the reason says so, with RR's rules alone (a cash game).
    expect(d.reason).toEqual({ key: 'hand.showdown.sidePotsFirst', params: { seat: d.answer[0]! + 1, allIn: 2 } });
    expect(d.rules.filter((r) => r.startsWith('tda.'))).toEqual([]);
  });

  it('RR side pots: a player all-in for part of the ante is in the only pot (antes are dead money), so no side pot reorders the showdown', () => {
    // Ante 4: seat 1 posts 3 of it (all-in), seat 3 exactly 4 (all-in); seat 2 alone has chips, so nobody can bet.
    const structure = { ante: 4, bringIn: 2, smallBet: 5, bigBet: 10 };
    let s = deal3(table({ stacks: [3, 1000, 4], structure }), ['2c7dAs', '3c8dKs', '4c9dQs']);
    s = callDown(s, [
      ['Ac', 'Kc', 'Qc'],
      ['5d', '6h', 'Jd'],
      ['Th', '5s', '9h'],
      ['2d', '3h', '4h'],
    ]);
    expect(s.phase).toBe('showdown');
    expect(pots(s).answer).toEqual([{ amount: 11, eligible: [0, 1, 2] }]);
    // Nobody bet on the river: seat 1 (the high board, a pair of aces) shows first, then clockwise (RR showdown).
    const d = showdownOrder(s);
    expect(d.answer).toEqual([0, 1, 2]);
    expect(d.rules).not.toContain('rr.showdown.side-pots-first');
    expect(d.reason.key).toBe('hand.showdown.allInFirstToAct');
  });

  it('RR side pots with ante trimming (PHH): the part of an ante nobody matched goes back and makes no side pot', () => {
    const structure = { ante: 4, bringIn: 2, smallBet: 5, bigBet: 10 };
    // Seat 2 posts 3 of the 4 ante (all-in); seat 1 cannot bet alone. One pot of 3 + 3, seat 1's fourth chip goes back.
    let s = deal3(table({ stacks: [1000, 3], structure, anteTrimming: true }), ['2c7d3s', '3c8dAs']);
    s = callDown(s, [
      ['Kc', 'Ac'],
      ['5d', '6h'],
      ['Th', '5s'],
      ['2d', '3h'],
    ]);
    expect(s.phase).toBe('showdown');
    expect(pots(s).answer).toEqual([{ amount: 6, eligible: [0, 1] }]);
    // Seat 2 has the high board (a pair of aces) and shows first.
    const d = showdownOrder(s);
    expect(d.answer).toEqual([1, 0]);
    expect(d.rules).not.toContain('rr.showdown.side-pots-first');
  });

  it('property (RR side pots first): over random hands with short stacks and short antes, a player in more pots (as core/pots lays them out) shows before one in fewer, and the side-pot rule is cited exactly when live players are in different pots', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.constantFrom(...PROFILE_IDS),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 8 }),
        fc.integer(),
        (variant, profile, anteTrimming, stacks, seed) => {
          const rules = PROFILES[profile];
          // Where a stack short of the ante and the bring-in sits out (SEED-003 cash games), the short ones start at that.
          const least = rules.shortStack === 'sits-out' ? 5 : 1;
          const config = {
            variant,
            rules,
            structure: { ante: 3, bringIn: 2, smallBet: 4, bigBet: 8 },
            stacks: stacks.map((x) => Math.max(x, least)),
            anteTrimming,
          };
          const s = playRandomHand(config, createRng(seed), uniformBot);
          const live = s.players.flatMap((p, i) => (p.folded ? [] : [i]));
          if (live.length < 2) return;
          const contributions = s.players.map((p, player) => ({
            player,
            committed: p.ante + p.streetBets.reduce((a, b) => a + b, 0),
            ante: p.ante,
            folded: p.folded,
          }));
          const layout = buildPots(contributions, { anteTrimming }).answer.pots;
          const potsOf = (p: number) => layout.filter((pot) => pot.eligible.includes(p)).length;
          const d = showdownOrder(s);
          expect([...d.answer].sort((a, b) => a - b)).toEqual(live);
          for (let k = 1; k < d.answer.length; k++) expect(potsOf(d.answer[k - 1]!)).toBeGreaterThanOrEqual(potsOf(d.answer[k]!));
          expect(d.rules.includes('rr.showdown.side-pots-first')).toBe(new Set(live.map(potsOf)).size > 1);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('showing and mucking: only live hands, at the showdown; a mucked hand cannot win (SEED-000)', () => {
    let s = callAround(toRiver());
    // Showing before the betting is over: refused on RR's showdown rule in a cash game, TDA 16-17 in a tournament.
    expect(checkShowOrMuck(toRiver(), 0)?.rules).toEqual(['rr.showdown.order']);
    expect(checkShowOrMuck(toRiver(PROFILES.tda), 0)?.rules).toEqual(['tda.16', 'tda.17']);
    s = showOrMuck(s, 1, 'muck');
    expect(checkShowOrMuck(s, 1)?.key).toBe('hand.illegal.alreadyMucked');
    s = showOrMuck(showOrMuck(s, 0), 2);
    expect(s.phase).toBe('complete');
    const paid = settle(s).answer.awards.map((a) => a.player);
    expect(paid).not.toContain(1);
  });
});

const WSOP = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));

/** The showdown-order decision of a replayed PHH hand, under a profile. */
function phhShowdown(file: string, rules = PROFILES.tda): { reason: Reason; rules: readonly RuleId[] } {
  const report = replayPhh(parsePhh(readFileSync(WSOP + file, 'utf8')), { rules });
  const decision = report.events.find((e) => e.kind === 'decision' && e.reason.key.startsWith('hand.showdown'));
  if (!decision || decision.kind !== 'decision') throw new Error(`no showdown decision in ${file}`);
  return { reason: decision.reason, rules: decision.rules };
}

/** Two players; seat 1 (20 chips) calls all-in on 6th street, so nobody can bet on the river. */
function allInOnSixth(rules = PROFILES['rr-cash']): HandState {
  let s = deal3(table({ stacks: [20, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc2c']);
  s = callAround(s); // 3rd: seat 2 brings in for 2, seat 1 calls (17 left)
  s = callAround(completeBetRaiseTo(dealStreet(s, ['Jh', 'Td']), 0, 5)); // 4th: 12 left
  s = callAround(completeBetRaiseTo(dealStreet(s, ['5h', '6d']), 0, 10)); // 5th: 2 left
  s = dealStreet(s, ['2h', '3d']);
  s = checkOrCall(s, 0);
  s = checkOrCall(completeBetRaiseTo(s, 1, 2), 0); // 6th: seat 2 bets what seat 1 has left (2), seat 1 calls all-in
  expect(s.players[0]!.stack).toBe(0);
  return dealStreet(s, ['9d', '9h']);
}

/** Three players; seat 2 calls all-in on 5th street; seats 1 and 3 play a side pot to the river, where the first to act bets or everyone checks. */
function sidePotToRiver(riverBet: boolean, rules = PROFILES['rr-cash']): HandState {
  let s = callAround(deal3(table({ stacks: [1000, 18, 1000], rules, structure: STRUCT }), ['AsAdKs', 'QcJc6c', '8h8s2s']));
  s = dealStreet(s, ['Jh', 'Td', '9c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 5));
  s = dealStreet(s, ['5h', '6d', '7c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 10)); // seat 2 calls all-in
  s = dealStreet(s, ['2h', '3d', '4c']);
  s = callAround(completeBetRaiseTo(s, s.round.actor!, 10)); // a side pot between seats 1 and 3
  s = dealStreet(s, ['9d', '9h', 'Tc']);
  return callAround(riverBet ? completeBetRaiseTo(s, s.round.actor!, 10) : s);
}

describe('all-in showdowns: TDA 16 in tournaments, RR showdown and side pots in cash games; TDA 17 only without an all-in', () => {
  it('TDA 16: WSOP hand 5-03-50-24 (seat 1 all-in on 6th street) says every hand is tabled, not "nobody bet on the river" (TDA 17)', () => {
    const d = phhShowdown('wsop-2023-43-5-03-50-24.phh');
    expect(d.reason).toEqual({ key: 'hand.showdown.allInTabled', params: { allIn: 1, seat: 1 } });
    expect(d.rules[0]).toBe('tda.16');
    expect(d.rules).not.toContain('tda.17');
    expect(formatReason(d.reason, 'en')).toBe(
      'Seat 1 is all-in and no more betting can happen: every hand still in is turned face up, seat 1 first.',
    );
  });

  it('RR showdown (cash): the same hand under rr-cash: seat 1 is all-in and nobody could bet on the river; RR alone, no TDA rule', () => {
    const d = phhShowdown('wsop-2023-43-5-03-50-24.phh', PROFILES['rr-cash']);
    expect(d.reason).toEqual({ key: 'hand.showdown.allInFirstToAct', params: { allIn: 1, seat: 1 } });
    expect(d.rules[0]).toBe('rr.showdown.order');
    expect(d.rules.filter((r) => r.startsWith('tda.'))).toEqual([]);
    expect(formatReason(d.reason, 'en')).toBe('Seat 1 is all-in and nobody could bet on 7th street: seat 1, first to act, shows first.');
  });

  it('RR showdown and TDA 16 by profile on a built hand: cash games show in RR order, tournaments table every hand; SEED-001 online keeps its earlier aggressor', () => {
    for (const id of PROFILE_IDS) {
      const rules = PROFILES[id];
      const s = callAround(allInOnSixth(rules));
      expect(s.phase, id).toBe('showdown');
      const d = showdownOrder(s);
      expect(d.rules, id).not.toContain('tda.17');
      if (rules.tournament) {
        expect(d.reason.key, id).toBe('hand.showdown.allInTabled');
        expect(d.rules[0], id).toBe('tda.16');
      } else {
        expect(d.reason.key, id).toBe(
          rules.showdownRiverChecked === 'last-aggressor' ? 'hand.showdown.allInEarlierAggressor' : 'hand.showdown.allInFirstToAct',
        );
        expect(d.rules, id).toEqual(
          rules.showdownRiverChecked === 'last-aggressor' ? ['seed-001.showdown-order'] : expect.arrayContaining(['rr.showdown.order']),
        );
        expect(
          d.rules.filter((r) => r.startsWith('tda.')),
          id,
        ).toEqual([]);
      }
      expect(d.reason.params).toEqual({ allIn: 1, seat: d.answer[0]! + 1 });
    }
  });

  it('TDA 17 only for a non-all-in showdown, and only in tournaments: RR cash cites RR showdown alone where RR says the same', () => {
    for (const id of PROFILE_IDS) {
      let s = toRiver(PROFILES[id]);
      s = checkOrCall(s, s.round.actor!);
      s = callAround(completeBetRaiseTo(s, s.round.actor!, 10));
      const d = showdownOrder(s);
      expect(d.reason.key, id).toBe('hand.showdown.lastAggressor');
      expect(d.rules, id).toEqual(PROFILES[id].tournament ? ['tda.17', 'rr.showdown.order'] : ['rr.showdown.order']);
    }
  });

  it('RR side pots (cash): drill SD-stud-6-rrc-1.2.5.10-69792532 (seat 1 all-in, seat 6 bet the river): the first why card is RR showdown, never TDA 17', () => {
    const sc = scenarioFromCode('SD-stud-6-rrc-1.2.5.10-69792532');
    expect(sc.state.players[0]!.stack).toBe(0);
    const order = showdownOrder(sc.state);
    expect(order.reason).toEqual({ key: 'hand.showdown.sidePotsLastAggressor', params: { seat: 6, allIn: 1 } });
    expect(order.rules).toEqual(['rr.showdown.order', 'rr.showdown.side-pots-first']);
    const g = grade(sc, answerOf(sc));
    expect(g.rules[0]).toBe('rr.showdown.order');
    expect(g.rules).not.toContain('tda.17');
    expect(formatReason(order.reason, 'en')).toBe(
      'Seat 6 made the last bet or raise, so shows first; seat 1, all-in for the main pot only, shows after the players contesting a side pot.',
    );
  });

  it('RR side pots: the river bettor in the side pot shows first and the all-in player last, with RR side pots cited even when clockwise order already puts them so', () => {
    const s = sidePotToRiver(true);
    expect(s.players[1]!.stack).toBe(0);
    expect(pots(s).answer.length).toBe(2);
    const d = showdownOrder(s);
    expect(d.answer.at(-1)).toBe(1);
    expect(d.reason).toEqual({ key: 'hand.showdown.sidePotsLastAggressor', params: { seat: d.answer[0]! + 1, allIn: 2 } });
    expect(d.rules).toEqual(['rr.showdown.order', 'rr.showdown.side-pots-first']);
    // Under TDA the same hand is tabled at once (TDA 16), in the same order.
    const t = showdownOrder(sidePotToRiver(true, PROFILES.tda));
    expect(t.answer).toEqual(d.answer);
    expect(t.reason.key).toBe('hand.showdown.allInTabled');
    expect(t.rules).toEqual(['tda.16', 'rr.showdown.order', 'rr.showdown.side-pots-first']);
  });

  it('property (TDA 16, TDA 17, RR showdown): over showdown drills in every game and profile, TDA 17 never with an all-in, TDA rules only in tournaments, the seats in words', () => {
    let allIns = 0;
    for (const id of PROFILE_IDS) {
      for (const variant of VARIANT_IDS) {
        for (let seed = 1; seed <= 25; seed++) {
          const sc = generateScenario(
            'showdown',
            { variant, players: (2 + (seed % 7)) as 2, rules: id, structure: DEFAULT_STRUCTURE },
            seed,
          );
          const d = showdownOrder(sc.state);
          const allIn = sc.state.players.some((p) => !p.folded && p.stack === 0);
          const code = `${sc.code} ${d.reason.key}`;
          if (allIn) {
            allIns++;
            expect(d.rules, code).not.toContain('tda.17');
            if (PROFILES[id].tournament) expect(d.rules[0], code).toBe('tda.16');
            // Every all-in reason names the seat all-in (the last bettor of the river, with no side pot, needs no more).
            if (d.reason.key !== 'hand.showdown.lastAggressor')
              expect(sc.state.players[(d.reason.params!.allIn as number) - 1]!.stack, code).toBe(0);
            else expect(PROFILES[id].tournament || d.rules.includes('rr.showdown.side-pots-first'), code).toBe(false);
          } else {
            expect(d.rules, code).not.toContain('tda.16');
          }
          if (!PROFILES[id].tournament)
            expect(
              d.rules.filter((r) => r.startsWith('tda.')),
              code,
            ).toEqual([]);
          expect(d.reason.params?.seat, code).toBe(d.answer[0]! + 1);
          for (const locale of LOCALES) expect(formatReason(d.reason, locale), code).not.toMatch(/[{}]/);
        }
      }
    }
    expect(allIns).toBeGreaterThan(20);
  });

  it('the all-in reasons name their seats in every language', () => {
    const reasons: Reason[] = [
      showdownOrder(callAround(allInOnSixth(PROFILES.tda))).reason,
      showdownOrder(callAround(allInOnSixth(PROFILES['rr-cash']))).reason,
      showdownOrder(callAround(allInOnSixth(PROFILES.online))).reason,
      showdownOrder(sidePotToRiver(true)).reason,
      showdownOrder(sidePotToRiver(false)).reason,
    ];
    expect(reasons.map((r) => r.key)).toEqual([
      'hand.showdown.allInTabled',
      'hand.showdown.allInFirstToAct',
      'hand.showdown.allInEarlierAggressor',
      'hand.showdown.sidePotsLastAggressor',
      'hand.showdown.sidePotsFirst',
    ]);
    const seat = {
      en: (n: number) => new RegExp(`\\b[Ss]eat ${n}\\b`),
      es: (n: number) => new RegExp(`\\b([Ee]l|del) asiento ${n}\\b`),
      it: (n: number) => new RegExp(`\\b([Ii]l|del) posto ${n}\\b`),
    };
    for (const r of reasons) {
      for (const locale of LOCALES) {
        const text = formatReason(r, locale);
        for (const n of [r.params!.seat as number, r.params!.allIn as number]) expect(text, `${r.key} ${locale}`).toMatch(seat[locale](n));
      }
    }
  });
});

describe('settle: pots, splits, hi-lo halves, odd chip (RR ties, TDA 20)', () => {
  /** Razz, three players, p2 folds: p0 and p1 tie with a wheel; pot 15, odd chip. */
  function razzTie(rules = PROFILES['rr-cash']): HandState {
    let s = deal3(table({ variant: 'razz', stacks: [100, 100, 100], rules, structure: STRUCT }), ['Ac2c3d', 'Ad2d3h', 'JsTsKd']);
    s = postBringIn(s, 2);
    s = completeBetRaiseTo(s, 0, 5);
    s = checkOrCall(s, 1);
    s = fold(s, 2);
    return callDown(s, [
      ['4d', '4h', ''],
      ['5h', '5s', ''],
      ['Kh', 'Kc', ''],
      ['Qh', 'Qc', ''],
    ]);
  }
  it('RR: in a low game the odd chip goes to the lowest card by suit (ace of clubs)', () => {
    const d = settle(razzTie());
    expect(d.answer.finishingStacks).toEqual([100 - 1 - 5 + 8, 100 - 1 - 5 + 7, 100 - 1 - 2]);
    expect(d.rules).toContain('rr.showdown.odd-chip');
  });
  it('TDA 20: the odd chip goes to the high card by suit in the five-card hand (five of spades)', () => {
    const d = settle(razzTie(PROFILES.tda));
    expect(d.answer.finishingStacks).toEqual([100 - 1 - 5 + 7, 100 - 1 - 5 + 8, 97]);
    expect(d.rules).toContain('tda.20');
  });

  it('stud8: high and low halves, the odd chip to the high half; no qualifying low: the high scoops', () => {
    const play = (p1Low: boolean) => {
      let s = deal3(table({ variant: 'stud8', stacks: [100, 100, 100], structure: STRUCT }), [
        'KsKdQs',
        p1Low ? 'Ac2c3d' : 'Jc9cTd',
        'Jd4h2s',
      ]);
      s = postBringIn(s, 2);
      s = completeBetRaiseTo(s, 0, 5);
      s = checkOrCall(s, 1);
      s = fold(s, 2);
      return callDown(s, [
        ['Kh', p1Low ? '4d' : '9h', ''],
        ['Qd', p1Low ? '5h' : 'Jh', ''],
        ['2h', p1Low ? 'Tc' : '3c', ''],
        ['3h', p1Low ? 'Jc' : '6h', ''],
      ]);
    };
    const split = settle(play(true)).answer;
    expect(split.awards).toEqual([
      { pot: 0, player: 0, amount: 8, half: 'high' },
      { pot: 0, player: 1, amount: 7, half: 'low' },
    ]);
    const scoop = settle(play(false)).answer;
    expect(scoop.awards).toEqual([{ pot: 0, player: 0, amount: 15, half: 'scoop' }]);
  });

  it('ante trimming (PHH): a player all-in for part of the ante wins only what was matched', () => {
    const build = (anteTrimming: boolean) => {
      let s = deal3(table({ stacks: [4, 100, 100], structure: { ante: 10, bringIn: 2, smallBet: 5, bigBet: 10 }, anteTrimming }), [
        'AsAhAd',
        'QcJc2c',
        '8h8s7s',
      ]);
      s = callDown(s, [
        ['Ac', 'Td', '9c'],
        ['5h', '6d', '7c'],
        ['2h', '3d', '4c'],
        ['9d', '9h', 'Tc'],
      ]);
      return s;
    };
    const trimmed = pots(build(true)).answer;
    expect(trimmed[0]).toEqual({ amount: 12, eligible: [0, 1, 2] });
    expect(trimmed[1]!.eligible).toEqual([1, 2]);
    const dead = pots(build(false)).answer;
    expect(dead[0]).toEqual({ amount: 24, eligible: [0, 1, 2] });
    const fin = settle(build(true)).answer.finishingStacks;
    expect(fin[0]).toBe(12); // quads win only the matched antes
    expect(fin.reduce((a, b) => a + b, 0)).toBe(204);
  });

  it('settle refuses a hand that is not over', () => {
    expect(() => settle(toRiver())).toThrow(/not over/);
  });

  it('PHH: shown cards complete hole cards dealt as unknown (??), and must match the known ones', () => {
    let s = table({ stacks: [100, 100], structure: STRUCT });
    s = dealCards(s, 0, [null, null, parseCards('Kc')[0]!]);
    s = dealCards(s, 1, [null, null, parseCards('Qc')[0]!]);
    s = callDown(s, [
      ['Jh', 'Td'],
      ['5h', '6d'],
      ['2h', '3d'],
      ['9d', '9h'],
    ]);
    const bad = checkShowOrMuck(s, 0, [...parseCards('AsAdQc'), null, null, null, null]);
    expect(bad?.key).toBe('hand.illegal.showMismatch');
    expect(checkShowOrMuck(s, 0, parseCards('AsAd'))?.key).toBe('hand.illegal.showCount');
    s = showOrMuck(s, 0, parseCards('AsAdKcJh5h2h9d'));
    expect(s.players[0]!.cards.map((d) => d.card)).toEqual(parseCards('AsAdKcJh5h2h9d'));
    expect(checkShowOrMuck(s, 1, parseCards('AsKdQcTd6d3d9h'))?.key).toBe('hand.illegal.cardSeen');
  });
});
