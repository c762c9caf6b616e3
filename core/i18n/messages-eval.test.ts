import { describe, expect, it } from 'vitest';
import { EVAL_WRITTEN, withHandNames } from './messages-eval';
import { MESSAGES } from './messages';

// The hand names are made when read (seed-003.ranking names the hands; rr.ties the boards' calls): reading a key
// gives what listing the catalog gives, and a key that names no hand is not in it.
describe('generated hand names', () => {
  it('read one by one, each is the text the full listing holds; the listing holds them all beside the written texts', () => {
    const listed = Object.entries(withHandNames(EVAL_WRITTEN));
    expect(listed.length - Object.keys(EVAL_WRITTEN).length).toBeGreaterThan(1500);
    const fresh = withHandNames(EVAL_WRITTEN);
    for (const [key, text] of listed) {
      expect(key in fresh, key).toBe(true);
      expect(fresh[key], key).toEqual(text);
    }
    expect(Object.keys(MESSAGES)).toEqual(expect.arrayContaining(listed.map(([key]) => key)));
  });

  it('say the hand as a dealer does, in each language', () => {
    expect(MESSAGES['hand.pair.seven']).toEqual({ en: 'pair of sevens', es: 'pareja de sietes', it: 'coppia di sette' });
    expect(MESSAGES['hand.full-house.king.four']?.en).toBe('full house, kings full of fours');
    expect(MESSAGES['hand.straight.ace']?.es).toBe('escalera al as');
    expect(MESSAGES['board.name.high-card.ace.king']?.en).toBe('ace-king');
    expect(MESSAGES['board.high-card.ace.king']).toEqual({ en: 'ace-king bets', es: 'as-rey, habla', it: 'parla asso-re' });
    expect(MESSAGES['board.pair.seven']?.es).toBe('pareja de sietes, habla');
    expect(MESSAGES['hand.low.seven.five']?.it).toBe('basso sette-cinque');
    expect(MESSAGES['hand.royal-flush']?.en).toBe('royal flush');
  });

  it('a key that names no hand is not in the catalog', () => {
    for (const key of [
      'hand.pair.seven.five',
      'hand.high-card1.ace',
      'hand.two-pair.ten.ten',
      'hand.pair.eleven',
      'board.straight.ace',
      'board.name.pair.seven',
      'hand.pair',
      'hand',
    ]) {
      expect(MESSAGES[key], key).toBeUndefined();
      expect(key in MESSAGES, key).toBe(false);
    }
  });
});
