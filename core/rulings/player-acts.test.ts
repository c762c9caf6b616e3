import { describe, expect, it } from 'vitest';
import { settle } from '../hand';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { PROFILE_IDS, PROFILES } from '../profiles';
import { IncidentError, ruleOn, rulingLines } from './index';
import { act, callDown, chipsInPlay, deal, newHand, toStreet } from './test-hands';

const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];

describe('upcards picked up or turned down (RR stud 10; TDA 66)', () => {
  it.each(PROFILE_IDS)('%s: while facing a bet it is a fold, even out of turn', (id) => {
    const start = act(deal(toStreet(newHand(HANDS, id), 5)), 10); // p2 bets; p0 to act, p1 also faces the bet
    const ruling = ruleOn(start, { kind: 'upcards-concealed', player: 1 });
    expect(ruling.answer).toBe('upcards-fold');
    // TDA 66 is a tournament rule: a cash game (RR cash, an online room) cites RR stud 10 alone (core/profiles citedFor).
    expect(ruling.rules).toEqual(PROFILES[id].tournament ? ['rr.stud.10', 'tda.66'] : ['rr.stud.10']);
    expect(ruling.after.players[1]!.folded).toBe(true);
    expect(ruling.nextToAct).toBe(0);
    const inTurn = ruleOn(start, { kind: 'upcards-concealed', player: 0 });
    expect(inTurn.after.players[0]!.folded).toBe(true);
    expect(inTurn.nextToAct).toBe(1);
  });

  it.each(PROFILE_IDS)('%s: with no bet to face it means nothing', (id) => {
    const start = deal(toStreet(newHand(HANDS, id), 5));
    const ruling = ruleOn(start, { kind: 'upcards-concealed', player: 0 });
    expect(ruling.answer).toBe('upcards-live');
    expect(ruling.after).toEqual(start);
  });
});

describe('not seven cards at the showdown (RR stud 18)', () => {
  const showdown = (id: (typeof PROFILE_IDS)[number]) => callDown(deal(toStreet(newHand(HANDS, id), 7)));

  it.each(PROFILE_IDS)('%s: more than seven cards: dead hand', (id) => {
    const start = showdown(id);
    expect(start.phase).toBe('showdown');
    const ruling = ruleOn(start, { kind: 'wrong-card-count', player: 2, cards: 8 });
    expect(ruling.answer).toBe('count-more');
    expect(ruling.after.players[2]!.folded).toBe(true);
  });

  it.each(PROFILE_IDS)('%s: only the seventh card missing: may be ruled live, plays six cards', (id) => {
    const start = showdown(id);
    const ruling = ruleOn(start, { kind: 'wrong-card-count', player: 1, cards: 6 });
    expect(ruling.answer).toBe('count-missing-seventh');
    // RR 18 says so; a tournament plays under the TDA rules, which are silent: the ruling says so and cites the house rule.
    if (PROFILES[id].tournament) {
      expect(ruling.rules).toEqual(['house.six-card-hand', 'rr.stud.18']);
      expect(ruling.reason.key).toBe('ruling.summary.count-missing-seventh.tda-silent');
      expect(formatReason(ruling.reason, 'en')).toBe(
        "Seat 2 is missing only the seventh card: the TDA rules say nothing of it, and the house follows Robert's Rules: the hand may be ruled live and plays with six cards.",
      );
      expect(ruling.decidedBy).toEqual([{ field: 'tournament', value: 'true' }]);
    } else {
      expect(ruling.rules).toEqual(['rr.stud.18']);
      expect(ruling.reason.key).toBe('ruling.summary.count-missing-seventh');
    }
    expect(ruling.after.players[1]!.folded).toBe(false);
    expect(ruling.after.players[1]!.cards).toHaveLength(6);
    expect(chipsInPlay(ruling.after)).toBe(chipsInPlay(start));
    // The six-card hand still competes for the pot.
    const result = settle(ruling.after).answer;
    expect(result.finishingStacks.reduce((a, b) => a + b, 0)).toBe(chipsInPlay(start));
  });

  it.each(PROFILE_IDS)('%s: fewer than six: dead hand; the pot goes to the others', (id) => {
    const start = showdown(id);
    const ruling = ruleOn(start, { kind: 'wrong-card-count', player: 0, cards: 5 });
    expect(ruling.answer).toBe('count-fewer');
    expect(ruling.after.players[0]!.folded).toBe(true);
    const awards = settle(ruling.after).answer.awards;
    expect(awards.every((a) => a.player !== 0)).toBe(true);
  });

  it('nobody acts next, and the ruling says the hands are shown, not that the dealer deals (en, es, it; the printout too)', () => {
    const ruling = ruleOn(showdown('rr-cash'), { kind: 'wrong-card-count', player: 2, cards: 8 });
    expect(ruling.nextToAct).toBeNull();
    expect(ruling.next).toEqual({ key: 'ruling.print.nobodyShowdown' });
    expect(formatReason(ruling.next, 'en')).toBe('nobody (the hands are shown)');
    expect(formatReason(ruling.next, 'es')).toBe('nadie (se muestran las cartas)');
    expect(formatReason(ruling.next, 'it')).toBe('nessuno (si mostrano le carte)');
    expect(rulingLines(ruling, 'es')).toContain('Próximo en actuar: nadie (se muestran las cartas)');
    // A misdeal: the dealer deals again. A seat to act: that seat.
    const misdeal = ruleOn(deal(newHand(HANDS)), { kind: 'player-dealt-out', player: 1 });
    expect(misdeal.answer).toBe('misdeal');
    expect(formatReason(misdeal.next, 'en')).toBe('nobody (the dealer deals next)');
    const live = ruleOn(deal(toStreet(newHand(HANDS), 5)), { kind: 'upcards-concealed', player: 0 });
    expect(live.next).toEqual({ key: 'ruling.print.seat', params: { seat: live.nextToAct! + 1 } });
  });

  it('fewer than seven before the showdown is refused with the reason', () => {
    const start = deal(toStreet(newHand(HANDS), 5));
    expect(() => ruleOn(start, { kind: 'wrong-card-count', player: 0, cards: 5 })).toThrow(IncidentError);
  });
});

describe('bets of the wrong size (RR betting and raising)', () => {
  it.each(PROFILE_IDS)('%s: a small bet on a big-bet street is corrected to the big bet', (id) => {
    const start = deal(toStreet(newHand(HANDS, id), 5)); // p2 opens 5th street (big bet 10)
    const ruling = ruleOn(start, { kind: 'underbet', player: 2, amount: 5 });
    expect(ruling.answer).toBe('underbet');
    expect(ruling.rules).toEqual(['rr.betting.underbet']);
    expect(ruling.steps).toEqual([{ kind: 'correct-bet', player: 2, from: 5, to: 10 }]);
    expect(ruling.after.players[2]!.streetBets[2]).toBe(10);
    expect(ruling.nextToAct).toBe(0);
  });

  it.each(PROFILE_IDS)('%s: a bet below the bring-in is corrected to the bring-in', (id) => {
    const start = deal(newHand(HANDS, id)); // p1 (2c) brings in
    const ruling = ruleOn(start, { kind: 'bet-below-bring-in', player: 1, amount: 1 });
    expect(ruling.answer).toBe('below-bring-in');
    expect(ruling.after.players[1]!.streetBets[0]).toBe(2);
    expect(ruling.nextToAct).toBe(2);
    // A call below the bring-in is corrected to the full call.
    const call = ruleOn(ruling.after, { kind: 'bet-below-bring-in', player: 2, amount: 1 });
    expect(call.after.players[2]!.streetBets[0]).toBe(2);
  });

  it.each(PROFILE_IDS)(
    '%s: RR betting (underbet on a big-bet street): a short bet on a small-bet 4th street is not this incident',
    (id) => {
      const start = deal(toStreet(newHand(HANDS, id), 4)); // 4th street, no pair showing: the small bet (5)
      expect(start.street).toBe(4);
      expect(() => ruleOn(start, { kind: 'underbet', player: start.round.actor!, amount: 4 })).toThrow(
        /incident\.kind: an underbet is a short bet on a big-bet street/,
      );
    },
  );

  it('RR stud 4 and RR betting: on an open-pair 4th street, after the big bet, a short raise is corrected to a big raise, named as the big bet', () => {
    // Seat 1 pairs its door card on 4th street (3c 3d): under RR cash any player may bet the big bet (RR stud 4).
    const hands = ['AsKs3c3d', 'QdJd2cKc', '9h8h7hAh'];
    let s = deal(toStreet(newHand(hands), 4));
    expect(s.round.openPair).toBe(true);
    expect(s.round.actor).toBe(0);
    s = act(s, 10); // the big bet: later raises are big
    const ruling = ruleOn(s, { kind: 'underbet', player: 1, amount: 15 });
    expect(ruling.answer).toBe('underbet');
    expect(ruling.reason).toEqual({ key: 'ruling.summary.underbet', params: { seat: 2, amount: 15, size: 10, to: 20 } });
    expect(ruling.steps).toEqual([{ kind: 'correct-bet', player: 1, from: 15, to: 20 }]);
    // Before the big bet the 4th-street bet is the small one: no underbet to rule.
    expect(() => ruleOn(deal(toStreet(newHand(hands), 4)), { kind: 'underbet', player: 0, amount: 4 })).toThrow(/big-bet street/);
  });

  it('RR betting 5: a player who can only go all-in for less than a full big bet makes a short all-in, not an underbet', () => {
    const short = deal(toStreet(newHand(HANDS, 'rr-cash', { stacks: [200, 200, 12] }), 5));
    expect(short.players[2]!.stack).toBeLessThan(10);
    expect(() => ruleOn(short, { kind: 'underbet', player: 2, amount: 3 })).toThrow(
      /incident\.player: seat 3 can only go all-in for \d+, less than a full bet/,
    );
    // With a full big bet behind, the same short bet is an underbet.
    expect(
      ruleOn(deal(toStreet(newHand(HANDS, 'rr-cash', { stacks: [200, 200, 14] }), 5)), { kind: 'underbet', player: 2, amount: 3 }).answer,
    ).toBe('underbet');
  });

  it('an amount that is not short is refused, naming the field', () => {
    const start = deal(toStreet(newHand(HANDS), 5));
    expect(() => ruleOn(start, { kind: 'underbet', player: 2, amount: 10 })).toThrow(/incident\.amount/);
    expect(() => ruleOn(start, { kind: 'underbet', player: 0, amount: 5 })).toThrow(/incident\.player: it is not seat 1's turn/);
  });
});

describe('ruling texts', () => {
  it('every step, summary and printout line exists in en, es and it', () => {
    const start = act(deal(toStreet(newHand(HANDS), 4)), 5);
    const ruling = ruleOn(start, { kind: 'premature-cards', count: 2 });
    for (const locale of LOCALES) {
      const lines = rulingLines(ruling, locale);
      expect(lines.join('\n')).not.toMatch(/\{\w+\}/);
      expect(lines.some((l) => l.includes('rr.stud.14'))).toBe(true);
    }
    expect(rulingLines(ruling, 'es').join('\n')).toContain('Reglas de la casa');
  });
});
