import { describe, expect, it } from 'vitest';
import { newDeck, parseCard } from '../cards';
import { createHand } from '../hand';
import { leaderOf } from '../hand/order';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { PROFILES, type ProfileId } from '../profiles';
import { ruleEntry } from '../rulebook/rules';
import { IncidentError, ruleOn } from './index';
import { newHand, STRUCTURE, toStreet } from './test-hands';

// Boards: p0 3c Qc 4d 5d, p1 2c Kc 8d 9d (7th: 9s), p2 7h Ah 2s 3s.
const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];
const HIGH = { en: 'the high hand using all upcards', es: 'la mano más alta', it: 'il punto più alto' };
const LOW = { en: 'the low hand using all upcards', es: 'la mano más baja', it: 'il punto più basso' };

describe('RR 17 names the hand that acts first as the variant does: high in stud and stud8, low in razz (STUD-RULES §5, RR Razz)', () => {
  it("stud: the 9s pairs seat 2's board: seat 2, the high hand using all upcards, starts", () => {
    const ruling = ruleOn(toStreet(newHand(HANDS, 'rr-cash'), 7), { kind: 'seventh-card-up', player: 1 });
    expect(ruling.reason).toEqual({ key: 'ruling.summary.seventh-rr17-multi', params: { seat: 2, first: 2 } });
    for (const locale of LOCALES) expect(formatReason(ruling.reason, locale)).toContain(HIGH[locale]);
  });

  it('stud8 keeps the high wording (the high board acts first in hi-lo)', () => {
    const ruling = ruleOn(toStreet(newHand(HANDS, 'rr-cash', { variant: 'stud8' }), 7), { kind: 'seventh-card-up', player: 1 });
    expect(ruling.reason.key).toBe('ruling.summary.seventh-rr17-multi');
  });

  it('razz: the same incident: seat 3 (7-3-2-A) is the low hand using all upcards and starts; no text says "high hand"', () => {
    const ruling = ruleOn(toStreet(newHand(HANDS, 'rr-cash', { variant: 'razz' }), 7), { kind: 'seventh-card-up', player: 1 });
    expect(ruling.reason).toEqual({ key: 'ruling.summary.seventh-rr17-multi.low', params: { seat: 2, first: 3 } });
    expect(ruling.nextToAct).toBe(2);
    for (const locale of LOCALES) {
      const text = formatReason(ruling.reason, locale);
      expect(text).toContain(LOW[locale]);
      expect(text).not.toContain(HIGH[locale]);
    }
  });

  it('razz heads-up, only the second card up: the low wording, seat named as the low board', () => {
    const ruling = ruleOn(toStreet(newHand(HANDS.slice(0, 2), 'rr-cash', { variant: 'razz' }), 7), { kind: 'seventh-card-up', player: 1 });
    expect(ruling.answer).toBe('seventh-rr17-second');
    expect(ruling.reason.key).toBe('ruling.summary.seventh-rr17-second.low');
    // p0 Q-5-4-3 against p1 K-9-9-8-2 (a pair is bad in razz): seat 1 starts.
    expect(ruling.reason.params?.first).toBe(1);
    expect(ruling.nextToAct).toBe(0);
  });

  it('RR 17(b) heads-up, the first card up: the other final card is dealt up after the ruling, so no seat is named, the rule is (the hand after it has the seat to act)', () => {
    for (const variant of ['stud', 'razz'] as const) {
      const ruling = ruleOn(toStreet(newHand(HANDS.slice(0, 2), 'rr-cash', { variant }), 7), { kind: 'seventh-card-up', player: 0 });
      expect(ruling.answer).toBe('seventh-rr17-first');
      expect(ruling.reason).toEqual({ key: `ruling.summary.seventh-rr17-first${variant === 'razz' ? '.low' : ''}`, params: { seat: 1 } });
      expect(ruling.steps.at(-1)).toEqual({ kind: 'first-by-board', board: variant === 'razz' ? 'low' : 'high', common: false });
      expect(ruling.nextToAct).toBeNull();
      expect(ruling.next).toEqual({ key: `ruling.step.first-by-board.${variant === 'razz' ? 'low' : 'high'}` });
      expect(ruling.after.round.actor).toBe(leaderOf(ruling.after, 7)!.player);
      for (const locale of LOCALES) expect(formatReason(ruling.reason, locale)).toContain((variant === 'razz' ? LOW : HIGH)[locale]);
    }
  });
});

describe('seventh-card-up naming the exposed card (RR 17): it must be the card that seat gets next', () => {
  const start = toStreet(newHand(HANDS, 'rr-cash'), 7);
  it('the 9s named: the same ruling as without it', () => {
    const named = ruleOn(start, { kind: 'seventh-card-up', player: 1, card: parseCard('9s') });
    const plain = ruleOn(start, { kind: 'seventh-card-up', player: 1 });
    expect(named.reason).toEqual(plain.reason);
    expect(named.after.players[1]!.cards[6]).toMatchObject({ card: parseCard('9s'), up: true });
  });
  it('another card is refused, saying which field is wrong', () => {
    expect(() => ruleOn(start, { kind: 'seventh-card-up', player: 1, card: parseCard('4s') })).toThrow(IncidentError);
    try {
      ruleOn(start, { kind: 'seventh-card-up', player: 1, card: parseCard('4s') });
    } catch (e) {
      expect((e as IncidentError).field).toBe('card');
    }
  });
});

describe('a common card (RR 15 against TDA RP-10-H): who acts first is named only when it does not rest on the card still to be turned', () => {
  const eight = (id: ProfileId) =>
    toStreet(
      createHand({ variant: 'stud', rules: PROFILES[id], structure: STRUCTURE, stacks: new Array(8).fill(200), deck: newDeck() }),
      7,
    );
  it.each(['rr-cash', 'online'] as const)('%s (high hand using the common card): the summary names no seat', (id) => {
    const ruling = ruleOn(eight(id), { kind: 'run-out' });
    expect(ruling.answer).toBe('run-out-common');
    expect(ruling.reason).toEqual({ key: 'ruling.summary.run-out-common-open', params: { stub: 1, owed: 8 } });
  });
  it('tda (the 6th-street opener keeps the lead): the summary names that seat', () => {
    const start = eight('tda');
    const ruling = ruleOn(start, { kind: 'run-out' });
    expect(ruling.reason.key).toBe('ruling.summary.run-out-common');
    expect(ruling.reason.params?.first).toBe(start.openers[3]! + 1);
  });
});

describe('the rules a razz board ruling cites name the razz board too: the low hand acts first (STUD-RULES §5; RR Razz; RR stud 15, 17)', () => {
  // Our wording of RR's stud rules, which razz follows with the low hand: a text that has the high hand act first must
  // say what razz does, or a razz ruling ("the low hand ... starts") would cite "the high hand ... starts" beside it.
  const HIGH_HAND = { en: /high hand/i, es: /mano más alta/i, it: /punto più alto/i };
  const RAZZ_LOW = { en: /in razz, the low hand/, es: /en razz, la más baja/, it: /nel razz, il più basso/ };
  const razzEight = () =>
    toStreet(
      createHand({ variant: 'razz', rules: PROFILES['rr-cash'], structure: STRUCTURE, stacks: new Array(8).fill(200), deck: newDeck() }),
      7,
    );
  const rulings: [string, () => ReturnType<typeof ruleOn>, string][] = [
    [
      'RR 17, a final card dealt up (three players)',
      () => ruleOn(toStreet(newHand(HANDS, 'rr-cash', { variant: 'razz' }), 7), { kind: 'seventh-card-up', player: 1 }),
      'rr.stud.17',
    ],
    [
      'RR 17, heads-up, the first card up',
      () => ruleOn(toStreet(newHand(HANDS.slice(0, 2), 'rr-cash', { variant: 'razz' }), 7), { kind: 'seventh-card-up', player: 0 }),
      'rr.stud.17',
    ],
    ['RR 15, a common card', () => ruleOn(razzEight(), { kind: 'run-out' }), 'rr.stud.15'],
  ];

  it.each(rulings)('%s', (_name, rule, cited) => {
    const ruling = rule();
    expect(ruling.rules).toContain(cited);
    // The ruling itself names the low hand (the summary's .low wording).
    expect(ruling.reason.key).toMatch(/\.low$|run-out-common-open$/);
    for (const id of ruling.rules) {
      for (const locale of LOCALES) {
        const text = ruleEntry(id).text[locale];
        if (HIGH_HAND[locale].test(text)) expect(text, `${id} ${locale}`).toMatch(RAZZ_LOW[locale]);
      }
    }
  });
});
