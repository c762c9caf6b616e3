import { describe, expect, it } from 'vitest';
import { PROFILES } from '../profiles';
import { formatReason } from '../i18n/format';
import { checkOrCall, completeBetRaiseTo, postBringIn } from './betting';
import { boardAnnouncement, firstToAct, legalActions } from './queries';
import { callAround, deal3, dealStreet, table } from './test-kit';

describe('who acts first on 4th-7th street', () => {
  const tied = (rules = PROFILES['rr-cash']) =>
    dealStreet(callAround(deal3(table({ stacks: [1000, 1000, 1000], rules }), ['2s3s7d', '4c5c2c', '6h8h7s'])), ['Kc', '3c', 'Kh']);

  it("RR stud 1 (rr-cash): equal boards K-7: the first player from the dealer's left acts", () => {
    const d = firstToAct(tied());
    expect(d.answer).toBe(0);
    expect(d.rules).toEqual(expect.arrayContaining(['rr.stud.1', 'seed-001.board-tie-position']));
    expect(legalActions(tied()).answer!.player).toBe(0);
    // The board named as the dealer says it, not as a list of cards.
    expect(formatReason(d.reason, 'en')).toContain('its board, king-seven, ties');
    expect(formatReason(d.reason, 'en')).not.toContain('king of clubs');
  });

  it('TDA RP-10-D (tda): equal boards K-7: the highest suit of the king acts (hearts beat clubs)', () => {
    const d = firstToAct(tied(PROFILES.tda));
    expect(d.answer).toBe(2);
    expect(d.rules).toEqual(expect.arrayContaining(['tda.rp-10-d', 'seed-003.board-tie-suit']));
    // RR stud 1's "ties broken by position" is not the rule applied here; RR stud 12 (the best board acts) is.
    expect(d.rules).toContain('rr.stud.12');
    expect(d.rules).not.toContain('rr.stud.1');
    expect(formatReason(d.reason, 'en')).toBe(
      'Seat 3 acts first: its board, king-seven, ties another board showing, and the higher suit of its highest card (king of hearts) breaks the tie (spades > hearts > diamonds > clubs).',
    );
  });

  it('equal boards are named as a tie, broken as the profile says: by position under RR (SEED-001), in every language', () => {
    const d = firstToAct(tied());
    expect(d.reason.key).toBe('hand.firstToAct.high.tie.position');
    expect(formatReason(d.reason, 'en')).toContain("of equal boards the first from the dealer's left acts first");
    expect(formatReason(d.reason, 'es')).toContain('empata con otra');
    expect(formatReason(d.reason, 'it')).toContain('è pari a un altro');
  });

  it('RR stud 12: a board that ties nobody is named without a tie-break', () => {
    const s = dealStreet(callAround(deal3(table({ stacks: [1000, 1000, 1000] }), ['2s3s7d', '4c5c2c', '6h8h9s'])), ['Kc', '3c', 'Qh']);
    const d = firstToAct(s);
    expect(d.reason.key).toBe('hand.firstToAct.high');
    expect(d.rules).toEqual(['rr.stud.12']);
  });

  it('stud: a pair showing beats any high cards; straights and flushes do not count', () => {
    const s = dealStreet(callAround(deal3(table({ stacks: [1000, 1000, 1000] }), ['2s3s9d', '4c5c2c', '6h8hAs'])), ['9c', '3c', 'Ks']);
    expect(firstToAct(s).answer).toBe(0);
    expect(boardAnnouncement(s, 0).answer.category).toBe('pair');
    expect(formatReason(boardAnnouncement(s, 0).reason, 'it')).toContain('coppia');
  });

  it('razz (RR razz): the lowest board acts first, pairs are bad', () => {
    const s = dealStreet(callAround(deal3(table({ variant: 'razz', stacks: [1000, 1000, 1000] }), ['2s3s8d', 'QcJcKc', '6h8h5s'])), [
      '8c',
      '2c',
      '4h',
    ]);
    // boards: 8-8 (pair), K-2, 5-4
    expect(firstToAct(s).answer).toBe(2);
    expect(firstToAct(s).rules).toContain('rr.razz.board');
    const s2 = dealStreet(callAround(deal3(table({ variant: 'razz', stacks: [1000, 1000, 1000] }), ['2s3s8d', 'QcJcKc', '6h9hAs'])), [
      '8c',
      '2c',
      'Ac',
    ]);
    expect(firstToAct(s2).answer).toBe(1); // K-2 beats the two pairs A-A and 8-8
  });

  it('the best board is all-in: the next player to its left with chips acts first', () => {
    let s = deal3(table({ stacks: [240, 1000, 1000] }), ['2s3sKd', '4c5c2c', '6h8h7s']);
    s = postBringIn(s, 1);
    s = completeBetRaiseTo(s, 2, 200);
    s = checkOrCall(s, 0); // all-in
    s = checkOrCall(s, 1);
    s = dealStreet(s, ['Kc', '3c', '8d']);
    const d = firstToAct(s);
    expect(d.answer).toBe(1);
    expect(d.rules).toContain('rr.betting.all-in-skipped');
  });

  it('the tie-break rule (boardTie: RR stud 1 position / TDA RP-10-D suit) is read only when two boards are equal', () => {
    // A profile that counts how often its boardTie field is read.
    const counting = (base: (typeof PROFILES)['tda']) => {
      let reads = 0;
      const rules = { ...base };
      Object.defineProperty(rules, 'boardTie', { get: () => (reads++, base.boardTie), enumerable: true });
      return { rules, reads: () => reads };
    };
    for (const base of [PROFILES['rr-cash'], PROFILES.tda]) {
      const plain = counting(base);
      const noTie = dealStreet(
        callAround(deal3(table({ stacks: [1000, 1000, 1000], rules: plain.rules }), ['2s3s9d', '4c5c2c', '6h8hAs'])),
        ['9c', '3c', 'Ks'],
      );
      expect(firstToAct(noTie).answer).toBe(0);
      // Neither the deal (which opened 4th street's betting) nor the query looked at it.
      expect(plain.reads()).toBe(0);
      const tie = counting(base);
      const d = firstToAct(tied(tie.rules));
      expect(d.answer).toBe(base.boardTie === 'suit' ? 2 : 0);
      expect(tie.reads()).toBeGreaterThan(0);
    }
  });
});
