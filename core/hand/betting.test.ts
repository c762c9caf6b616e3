import { describe, expect, it } from 'vitest';
import { newDeck } from '../cards';
import { PROFILES } from '../profiles';
import { HandBuilder } from './builder';
import { createHand } from './create';
import { formatReason } from '../i18n/format';
import {
  checkCompleteBetRaiseTo,
  checkFold,
  checkOrCall,
  completeBetRaiseTo,
  fold,
  legalNow,
  postBringIn,
  checkCheckOrCall,
  checkPostBringIn,
} from './betting';
import { bringIn, legalActions, pot } from './queries';
import { callAround, deal3, dealStreet, table } from './test-kit';
import type { HandState } from './types';
import { withHouseRules } from './util';

const legal = (s: HandState) => legalActions(s).answer!;
/** legalActions' reason in English: why the player may do just that. */
const why = (s: HandState) => formatReason(legalActions(s).reason, 'en');
const SMALL = { ante: 0, bringIn: 5, smallBet: 10, bigBet: 20 };

/** Four players, 2c brings in (player 1). */
function fourHanded(rules = PROFILES['rr-cash']): HandState {
  return deal3(table({ stacks: [10000, 10000, 10000, 10000], rules }), ['AcAdKs', '3h4h2c', '5s6sQh', '7c8cJd']);
}

describe('3rd street: bring-in, completion and the cap', () => {
  it('RR stud 2: the bring-in player may post the bring-in or complete, never fold', () => {
    const s = fourHanded();
    const l = legal(s);
    expect(l.player).toBe(1);
    expect(l.bringIn).toBe(50);
    expect(l.completeTo).toBe(200);
    expect(l.fold).toBe(false);
    expect(why(s)).toBe('Seat 2 opens 3rd street with the forced bet: bring in for 50, or complete to 200; it may not fold.');
    expect(checkFold(s, 1)?.rules).toContain('rr.stud.2');
    expect(checkCheckOrCall(s, 1)?.rules).toContain('rr.stud.2');
  });

  it('SEED-001 cap example: bring-in $0.50, completed to $2, two raises to $6, one more raise, then capped (rr.betting.cap)', () => {
    let s = postBringIn(fourHanded(), 1);
    expect(legal(s).completeTo).toBe(200); // completion, not a raise (RR stud 3)
    expect(why(s)).toBe(
      'Facing the bring-in, seat 3 may fold, call 50, or complete to 200: the completion is the first full bet, not a raise.',
    );
    s = completeBetRaiseTo(s, 2, 200);
    expect(s.round.bets).toBe(1);
    expect(why(s)).toBe('Seat 4 faces a bet (bets and raises made: 1 of the 4 allowed): fold, call 200, or raise to 400.');
    s = completeBetRaiseTo(s, 3, 400);
    s = completeBetRaiseTo(s, 0, 600); // three bets in
    expect(legal(s).betOrRaiseTo).toEqual([800]); // one more raise allowed
    s = completeBetRaiseTo(s, 1, 800);
    const l = legal(s);
    expect(l.capped).toBe(true);
    expect(l.betOrRaiseTo).toEqual([]);
    expect(l.call).toBe(600);
    expect(why(s)).toBe('The betting is capped (4 bets and raises made): seat 3 may only call 600 or fold.');
    expect(formatReason(legalActions(s).reason, 'es')).toBe(
      'Las apuestas han llegado al tope (ya van 4 apuestas y subidas): el asiento 3 solo puede igualar 600 o retirarse.',
    );
    const no = checkCompleteBetRaiseTo(s, 2, 1000);
    expect(no?.rules).toContain('rr.betting.cap');
    expect(no?.rules).toContain('seed-001.cap-example');
    expect(no?.message).toMatch(/capped/);
  });

  it('house rule: a bet and four raises', () => {
    const rules = { ...PROFILES['rr-cash'], cap: { raises: 4 as const, headsUp: 'uncapped' as const } };
    let s = postBringIn(fourHanded(rules), 1);
    for (const [p, to] of [
      [2, 200],
      [3, 400],
      [0, 600],
      [1, 800],
    ] as const)
      s = completeBetRaiseTo(s, p, to);
    expect(legal(s).betOrRaiseTo).toEqual([1000]);
    s = completeBetRaiseTo(s, 2, 1000);
    expect(checkCompleteBetRaiseTo(s, 3, 1200)?.rules).toContain('house.cap-four-raises');
  });

  it('RR stud 8 / TDA RP-10-E: the low card all-in for the ante: the player to its left may fold, bring in or complete', () => {
    const s = deal3(table({ stacks: [1000, 40, 1000, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh', '7c8cJd']);
    const b = bringIn(s);
    expect(b.answer).toMatchObject({ player: 1, opener: 2 });
    expect(b.rules).toContain('rr.stud.8');
    expect(formatReason(b.reason, 'es')).toContain('dos de tréboles');
    const l = legal(s);
    expect(l).toMatchObject({ player: 2, fold: true, bringIn: 50, completeTo: 200 });
    const after = fold(s, 2);
    expect(legal(after)).toMatchObject({ player: 3, fold: true, bringIn: 50 });
  });

  it('SEED-003: a short bring-in is all-in; the others still call the full bring-in', () => {
    let s = deal3(table({ stacks: [1000, 70, 1000] }), ['AcAdKs', '3h4h2c', '5s6sQh']);
    // All-in for less (RR fixed limit); SEED-003's short bring-in is a tournament rule, cited under a tournament profile.
    expect(bringIn(s).rules).toContain('rr.betting.fixed-limit');
    expect(bringIn(s).rules).not.toContain('seed-003.short-bring-in');
    expect(bringIn(withHouseRules(s, PROFILES.tda)).rules).toContain('seed-003.short-bring-in');
    s = postBringIn(s, 1);
    expect(s.players[1]!.stack).toBe(0);
    expect(legal(s).call).toBe(50);
    s = checkOrCall(s, 2);
    expect(s.players[2]!.streetBets[0]).toBe(50);
  });

  it('SEED-003 cash games (online profile): a stack that cannot cover the ante and the bring-in is not dealt in; one that just covers them is', () => {
    const structure = { ante: 10, bringIn: 50, smallBet: 200, bigBet: 400 };
    expect(() => table({ stacks: [1000, 59, 1000], rules: PROFILES.online, structure })).toThrow(
      /stacks\[1\] is 59, less than the ante and the bring-in \(60\).*"online".*seed-003\.cash-cover/,
    );
    expect(table({ stacks: [1000, 60, 1000], rules: PROFILES.online, structure }).players[1]!.stack).toBe(50);
    // Per-player antes count (PHH antes): seat 2's 20 ante + 50 bring-in.
    expect(() =>
      createHand({ variant: 'stud', rules: PROFILES.online, structure, stacks: [1000, 69, 1000], antes: [10, 20, 10], deck: newDeck() }),
    ).toThrow(/less than the ante and the bring-in \(70\)/);
    // RR cash deals the same stack in: it plays all-in (RR stud 8, SEED-003 tournaments).
    expect(table({ stacks: [1000, 59, 1000], rules: PROFILES['rr-cash'], structure }).players[1]!.stack).toBe(49);
  });

  it('acting out of turn and wrong amounts are refused, naming the rule', () => {
    const s = fourHanded();
    expect(checkPostBringIn(s, 2)?.rules).toContain('rr.betting.in-turn');
    expect(checkPostBringIn(s, 2)?.message).toBe("It is not seat 3's turn: seat 2 acts now.");
    const s2 = postBringIn(s, 1);
    const wrong = checkCompleteBetRaiseTo(s2, 2, 300);
    expect(wrong?.rules).toEqual(expect.arrayContaining(['rr.betting.fixed-limit', 'rr.stud.3']));
    expect(wrong?.message).toContain('200');
    expect(checkCompleteBetRaiseTo(s2, 2, -5)?.key).toBe('hand.illegal.badAmount');
    expect(() => completeBetRaiseTo(s2, 2, 300)).toThrow(/fixed limit/);
  });
});

describe('heads-up cap (RR cash vs TDA 48 tournaments)', () => {
  const headsUp = (rules = PROFILES['rr-cash']) => postBringIn(deal3(table({ stacks: [100000, 100000], rules }), ['AcAdKs', '3h4h2c']), 1);
  it('rr-cash: uncapped heads-up', () => {
    let s = headsUp();
    let to = 200;
    for (let k = 0; k < 8; k++, to += 200) s = completeBetRaiseTo(s, k % 2 === 0 ? 0 : 1, to);
    expect(legal(s).capped).toBe(false);
    expect(legal(s).betOrRaiseTo).toEqual([to]);
    expect(legalActions(s).rules).not.toContain('tda.48');
    expect(why(s)).toBe(
      `Seat 1 faces a bet; heads-up the raises are not capped here: fold, call 200, or raise to ${to.toLocaleString('en')}.`,
    );
  });
  it('rr-tournament: capped heads-up after a bet and three raises', () => {
    let s = headsUp(PROFILES['rr-tournament']);
    for (const [p, to] of [
      [0, 200],
      [1, 400],
      [0, 600],
      [1, 800],
    ] as const)
      s = completeBetRaiseTo(s, p, to);
    expect(legal(s).capped).toBe(true);
    expect(checkCompleteBetRaiseTo(s, 0, 1000)?.rules).toContain('tda.48');
  });
  it('rr-cash: a pot capped while three were in stays capped when it becomes heads-up', () => {
    let s = postBringIn(deal3(table({ stacks: [10000, 10000, 10000] }), ['AcAdKs', '3h4h2c', '5s6sQh']), 1);
    for (const [p, to] of [
      [2, 200],
      [0, 400],
      [1, 600],
      [2, 800],
    ] as const)
      s = completeBetRaiseTo(s, p, to);
    s = fold(s, 0);
    expect(legal(s).player).toBe(1);
    expect(legal(s).capped).toBe(true);
  });
});

/** Three players to 5th street: p0 shows the best board; p0 has `p0Stack` chips. */
function toFifth(p0Stack: number, p1Stack = 1000): HandState {
  let s = deal3(table({ stacks: [p0Stack, p1Stack, 1000], structure: SMALL }), ['AcAdKs', '3h4h2c', '5s6s9d']);
  s = postBringIn(s, 1);
  s = completeBetRaiseTo(s, 2, 10);
  s = checkOrCall(s, 0);
  s = checkOrCall(s, 1);
  s = dealStreet(s, ['Qs', '3c', '8d']);
  for (const p of [0, 1, 2]) s = checkOrCall(s, p);
  return dealStreet(s, ['Jh', '4c', '7d']);
}

describe('the half-bet rule for short all-ins (RR betting 5, TDA 47)', () => {
  it('RR example: a $15 all-in on a $20 round counts as a bet and may be raised to $35', () => {
    let s = toFifth(25);
    expect(legal(s)).toMatchObject({ player: 0, betOrRaiseTo: [15] });
    expect(why(s)).toBe('Nobody has bet on this street yet: seat 1 may check or bet 15.');
    s = completeBetRaiseTo(s, 0, 15);
    expect(legal(s)).toMatchObject({ player: 1, call: 15, betOrRaiseTo: [35] });
  });
  it('an all-in under half a bet: the next player may call it or complete the bet to $20', () => {
    let s = toFifth(15);
    s = completeBetRaiseTo(s, 0, 5);
    expect(legal(s)).toMatchObject({ player: 1, call: 5, betOrRaiseTo: [20] });
  });
  it('an all-in raise under half a bet does not reopen the betting for a player who already acted', () => {
    let s = toFifth(1000, 35);
    s = completeBetRaiseTo(s, 0, 20);
    s = completeBetRaiseTo(s, 1, 25); // all-in: 5 more, under half of 20
    expect(legal(s)).toMatchObject({ player: 2, call: 25, betOrRaiseTo: [40] }); // p3 has not acted: may raise
    s = checkOrCall(s, 2);
    const l = legal(s);
    expect(l).toMatchObject({ player: 0, call: 5, betOrRaiseTo: [] });
    const no = checkCompleteBetRaiseTo(s, 0, 40);
    // A cash game cites RR alone; a tournament adds TDA 47 (core/profiles citedFor).
    expect(no?.rules).toEqual(['rr.betting.5']);
    expect(checkCompleteBetRaiseTo(withHouseRules(s, PROFILES.tda), 0, 40)?.rules).toEqual(['rr.betting.5', 'tda.47']);
    expect(legalActions(s).rules).toContain('rr.betting.5');
    expect(why(s)).toBe(
      'Seat 1 has acted and the all-in since then is less than a full raise, so the betting is not reopened: call 5 or fold.',
    );
  });
  it('RR betting 5, multiple all-ins: a player who called a short all-in is reopened only when what they face since is half a bet or more', () => {
    // $10/$20, 5th street. Seats 2 and 4 have 28 and 31 behind; seats 1, 3 and 5 are deep.
    let s = deal3(table({ stacks: [1000, 33, 1000, 36, 1000], structure: SMALL }), ['AsAdKs', 'QcJc6c', '8h8s2s', '9h9s3d', 'TdTh4h']);
    s = callAround(s);
    s = callAround(dealStreet(s, ['Kh', '3c', '4d', '5c', '7c']));
    s = dealStreet(s, ['Kc', '2c', '7d', '6d', '8c']);
    s = completeBetRaiseTo(s, 0, 20);
    s = completeBetRaiseTo(s, 1, 28); // all-in: 8 more, under half a bet
    s = checkOrCall(s, 2); // seat 3 calls the 28
    s = completeBetRaiseTo(s, 3, 31); // all-in: 11 over the last full bet, so a full bet for whoever faced the 20
    s = checkOrCall(s, 4);
    // Seat 1 bet 20 and now faces 11 more: half a bet or more, so seat 1 may raise.
    expect(legal(s)).toMatchObject({ player: 0, call: 11, betOrRaiseTo: [51] });
    s = checkOrCall(s, 0);
    // Seat 3 called 28 and faces only 3 more: less than half a bet, the betting is not reopened for seat 3.
    expect(legal(s)).toMatchObject({ player: 2, call: 3, betOrRaiseTo: [] });
    expect(checkCompleteBetRaiseTo(s, 2, 51)?.key).toBe('hand.illegal.notReopened');
    expect(legalActions(s).rules).toContain('rr.betting.5');
    expect(legalActions(s).reason.key).toBe('hand.legal.notReopened');
  });
  it('a completion reopens the betting for players who matched only the bring-in, even when it adds less than half a bet to it (RR stud 3)', () => {
    // Bring-in 6 of a 10 small bet: the completion adds 4, yet it is the round's first full bet.
    let s = deal3(table({ stacks: [1000, 1000, 1000], structure: { ante: 0, bringIn: 6, smallBet: 10, bigBet: 20 } }), [
      'AsAdKs',
      'QcJc2c',
      '8h8s7s',
    ]);
    s = postBringIn(s, 1);
    s = checkOrCall(s, 2); // calls the bring-in
    s = completeBetRaiseTo(s, 0, 10);
    expect(legal(s)).toMatchObject({ player: 1, call: 4, betOrRaiseTo: [20] });
    s = checkOrCall(s, 1);
    expect(legal(s)).toMatchObject({ player: 2, call: 4, betOrRaiseTo: [20] });
  });
  it('a player with no chips beyond the call may only call all-in or fold; with everyone else all-in or out, nobody is left to raise (RR betting 5)', () => {
    let s = completeBetRaiseTo(toFifth(1000, 25), 0, 20); // seat 2 has 15 behind
    expect(legal(s)).toMatchObject({ player: 1, call: 15, betOrRaiseTo: [] });
    expect(why(s)).toBe('Seat 2 has no chips beyond the call: call 15 all-in or fold.');
    s = fold(completeBetRaiseTo(toFifth(30), 0, 20), 1); // seat 1 all-in for 20, seat 2 out
    expect(legal(s)).toMatchObject({ player: 2, call: 20, betOrRaiseTo: [] });
    expect(why(s)).toBe('Nobody else has chips to call a raise: seat 3 may call 20 or fold.');
  });
});

describe('4th street open pair (RR stud 4, SEED-001; TDA RP-10-F)', () => {
  function fourth(variant: 'stud' | 'stud8' | 'razz', rules = PROFILES['rr-cash']): HandState {
    let s = deal3(table({ stacks: [10000, 10000, 10000], rules, variant }), ['AcAdKs', '3h4hTc', '5s6s9d']);
    const l = legal(s);
    s = postBringIn(s, l.player);
    for (let k = 0; k < 2; k++) s = checkOrCall(s, legal(s).player);
    return dealStreet(s, ['Kd', '3c', '8d']);
  }
  it('stud, rr-cash: the first bettor may bet small or big; a small bet may be raised small or big', () => {
    let s = fourth('stud');
    expect(legal(s)).toMatchObject({ player: 0, check: true, betOrRaiseTo: [200, 400] });
    expect(legalActions(s).rules).toContain('rr.stud.4');
    expect(why(s)).toBe('A pair shows on 4th street: seat 1 may check, or bet the small bet (200) or the big bet (400).');
    s = completeBetRaiseTo(s, 0, 200);
    expect(legal(s).betOrRaiseTo).toEqual([400, 600]);
    expect(why(s)).toBe('A pair shows on 4th street and no big bet has been made: seat 2 may fold, call 200, or raise to 400 or to 600.');
    expect(formatReason(legalActions(s).reason, 'it')).toBe(
      'In quarta strada è scoperta una coppia e nessuno ha fatto la puntata grande: il posto 2 può passare, chiamare 200, o rilanciare a 400 o a 600.',
    );
    s = completeBetRaiseTo(s, 1, 600); // a big raise
    expect(legal(s).betOrRaiseTo).toEqual([1000]); // every later raise is big
    expect(checkCompleteBetRaiseTo(s, 2, 800)?.rules).toContain('rr.betting.fixed-limit');
  });
  it('a wrong amount on an open-pair 4th street names both totals, with "or" in the reader\'s language', () => {
    const wrong = checkCompleteBetRaiseTo(fourth('stud'), 0, 300)!;
    expect(wrong.key).toBe('hand.illegal.wrongAmountTwo');
    expect(wrong.rules).toContain('rr.stud.4');
    expect(wrong.message).toBe('In fixed limit the amount is set: 300 is not allowed here; the total may be 200 or 400.');
    expect(formatReason(wrong, 'es')).toMatch(/el total puede ser 200 o 400\.$/);
    expect(formatReason(wrong, 'it')).toMatch(/il totale può essere 200 o 400\.$/);
  });
  it('stud, rr-cash: if the high hand checks the next player has the same choice', () => {
    const s = checkOrCall(fourth('stud'), 0);
    expect(legal(s).betOrRaiseTo).toEqual([200, 400]);
  });
  it('tda (RP-10-F), stud8 and razz: no doubling on 4th street', () => {
    expect(legal(fourth('stud', PROFILES.tda)).betOrRaiseTo).toEqual([200]);
    expect(legal(fourth('stud8')).betOrRaiseTo).toEqual([200]);
    expect(legal(fourth('razz')).betOrRaiseTo).toEqual([200]);
  });
});

describe('checks, check-raise, folding, uncalled bets, capped raises', () => {
  it('SEED-000: check-raise is allowed; folding with nothing to call is refused (RR stud 7: such a hand would be dealt on)', () => {
    let s = toFifth(1000);
    expect(checkFold(s, 0)?.key).toBe('hand.illegal.foldNothingToCall');
    expect(checkFold(s, 0)?.rules).toEqual(['rr.stud.7', 'seed-000.check-raise']);
    s = checkOrCall(s, 0);
    s = completeBetRaiseTo(s, 1, 20);
    s = checkOrCall(s, 2);
    expect(legal(s)).toMatchObject({ player: 0, call: 20, betOrRaiseTo: [40] });
    s = completeBetRaiseTo(s, 0, 40);
    expect(s.round.lastAggressor).toBe(0);
  });
  it('SEED-001: an uncalled bet wins at once and its chips come back', () => {
    let s = toFifth(1000);
    const before = pot(s).answer;
    s = completeBetRaiseTo(s, 0, 20);
    s = fold(s, 1);
    s = fold(s, 2);
    expect(s.phase).toBe('complete');
    expect(pot(s).answer).toBe(before);
    expect(s.log.at(-1)).toEqual({ op: 'return', player: 0, amount: 20 });
  });
  it('PHH: a raise is capped by the most an opponent can still call (the WSOP razz hand)', () => {
    let s = toFifth(1000, 40); // p2 has 30 left on 5th
    s = checkOrCall(s, 0);
    s = completeBetRaiseTo(s, 1, 20);
    s = fold(s, 2);
    const l = legal(s);
    expect(l).toMatchObject({ player: 0, call: 20, betOrRaiseTo: [30] }); // a full raise would be 40
    // The full raise is fine too (phh.effective-stack, SEED-001 uncalled bet): what nobody can call goes back at the end
    // of the round. Any other amount is still the fixed limit's refusal.
    expect(checkCompleteBetRaiseTo(s, 0, 40)).toBeNull();
    expect(checkCompleteBetRaiseTo(s, 0, 35)?.key).toBe('hand.illegal.wrongAmount');
    const full = checkOrCall(completeBetRaiseTo(s, 0, 40), 1);
    expect(full.players[1]!.stack).toBe(0);
    expect(full.log.at(-1)).toEqual({ op: 'return', player: 0, amount: 10 });
    expect(full.players[0]!.streetBets[2]).toBe(30);
    s = completeBetRaiseTo(s, 0, 30);
    expect(legal(s)).toMatchObject({ player: 1, call: 10, betOrRaiseTo: [] });
    s = checkOrCall(s, 1);
    expect(s.players[1]!.stack).toBe(0);
    expect(s.phase).toBe('dealing');
  });
});

describe('legalNow with a builder remembers only the state it was last asked about', () => {
  it('the same state gets the same answer; another state asked in between gets its own; without a builder nothing is kept (RR stud 4 open pair)', () => {
    let s = deal3(table({ stacks: [10000, 10000, 10000] }), ['AcAdKs', '3h4hTc', '5s6s9d']);
    s = postBringIn(s, legal(s).player);
    for (let k = 0; k < 2; k++) s = checkOrCall(s, legal(s).player);
    const fourth = dealStreet(s, ['Kd', '3c', '8d']);
    const afterBet = completeBetRaiseTo(fourth, 0, 400);
    const builder = new HandBuilder();
    const first = legalNow(fourth, builder)!;
    expect(first).toMatchObject({ player: 0, check: true, betOrRaiseTo: [200, 400] });
    expect(legalNow(fourth, builder)).toBe(first);
    expect(legalNow(afterBet, builder)).toMatchObject({ player: 1, call: 400, betOrRaiseTo: [800] });
    expect(legalNow(fourth, builder)).toEqual(first);
    expect(legalNow(fourth)).not.toBe(legalNow(fourth));
    expect(legalNow(fourth)).toEqual(first);
  });
});
