import { describe, expect, it } from 'vitest';
import { newDeck, parseCard } from '../cards';
import { createHand } from '../hand';
import { leaderOf } from '../hand/order';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { phhFromHand } from '../phh/from-hand';
import { PROFILE_IDS, PROFILES, type ProfileId } from '../profiles';
import type { VariantId } from '../variants';
import { handStateFromPhh } from './from-phh';
import { IncidentError, ruleOn } from './index';
import { newHand, STRUCTURE, toStreet } from './test-hands';

// Who acts first on 7th street rests on a card: the final card dealt face up counts among the upcards (RR stud 17),
// and a common card is not known until it is turned (RR stud 15).

// Boards on 6th: p0 3c Qc 4d 5d, p1 2c Kc 8d 9d, p2 7h Ah 2s 3s (ace high leads); p1's final card is the 9s.
const HANDS = ['AsKs3cQc4d5d6d', 'QdJd2cKc8d9d9s', '9h8h7hAh2s3s4s'];

/** The same hand on 7th street as a hand history gives it: the stub and the burns unknown. */
function fromHistory(id: ProfileId) {
  const known = toStreet(newHand(HANDS, id), 7);
  const s = handStateFromPhh(phhFromHand(known), PROFILES[id]);
  expect(s.stub).toBeNull();
  return s;
}

describe('7th card dealt face up, three players (RR stud 17a: "the high hand now on board using all upcards" starts)', () => {
  it.each(PROFILE_IDS)(
    '%s: a hand history (stub unknown): the card the incident names counts, so the pair of nines it makes starts',
    (id) => {
      const start = fromHistory(id);
      const ruling = ruleOn(start, { kind: 'seventh-card-up', player: 1, card: parseCard('9s') });
      if (PROFILES[id].seventhUp === 'tda-rp-10-b') {
        // TDA RP-10-B: the exposed card is replaced by one dealt down; the ace-high board of seat 3 still starts.
        expect(ruling.answer).toBe('seventh-tda');
        expect(ruling.rules).toContain('tda.rp-10-b');
        expect(ruling.nextToAct).toBe(2);
        return;
      }
      expect(ruling.answer).toBe('seventh-rr17-multi');
      expect(ruling.rules).toEqual(['rr.stud.17']);
      expect(ruling.reason).toEqual({ key: 'ruling.summary.seventh-rr17-multi', params: { seat: 2, first: 2 } });
      expect(ruling.after.players[1]!.cards[6]).toEqual({ card: parseCard('9s'), up: true, street: 7 });
      expect(ruling.nextToAct).toBe(1);
      expect(ruling.steps.at(-1)).toEqual({ kind: 'action-to', player: 1, options: 'normal' });
      // The same as the ruling on the hand dealt from a known stub.
      expect(ruleOn(toStreet(newHand(HANDS, id), 7), { kind: 'seventh-card-up', player: 1 }).reason).toEqual(ruling.reason);
    },
  );

  it.each(PROFILE_IDS.filter((id) => PROFILES[id].seventhUp === 'rr-17'))(
    '%s: a hand history and no card named: the ruling asks for it (who starts rests on it)',
    (id) => {
      const start = fromHistory(id);
      let error: unknown;
      try {
        ruleOn(start, { kind: 'seventh-card-up', player: 1 });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(IncidentError);
      expect((error as IncidentError).field).toBe('card');
      for (const locale of LOCALES) expect((error as IncidentError).describe(locale)).toMatch(/seat 2|asiento 2|posto 2/);
      // A card that flew off the table on 7th street is ruled the same way, the card it names counted.
      const offTable = ruleOn(start, { kind: 'card-off-table', player: 1, card: parseCard('9s') });
      expect(offTable.answer).toBe('seventh-rr17-multi');
      expect(offTable.rules).toEqual(['rr.stud.11', 'rr.stud.17']);
      expect(offTable.nextToAct).toBe(1);
    },
  );

  it("a card off the table must be the player's next card when the stub is known (4th street: the Kc; 7th: the 9s)", () => {
    const fourth = toStreet(newHand(HANDS), 4);
    expect(ruleOn(fourth, { kind: 'card-off-table', player: 1, card: parseCard('Kc') }).reason).toEqual({
      key: 'ruling.summary.off-table-upcard',
      params: { seat: 2, card: { card: parseCard('Kc') } },
    });
    expect(() => ruleOn(fourth, { kind: 'card-off-table', player: 1, card: parseCard('4s') })).toThrow(
      /incident\.card: seat 2's next card is the/,
    );
    expect(() => ruleOn(toStreet(newHand(HANDS), 7), { kind: 'card-off-table', player: 1, card: parseCard('4s') })).toThrow(
      /incident\.card: seat 2's final card is the next card of the stub/,
    );
  });
});

describe('running out of cards with a common card (RR stud 15: "the player who is now high using the common card starts")', () => {
  const eight = (id: ProfileId, variant: VariantId = 'stud') =>
    toStreet(createHand({ variant, rules: PROFILES[id], structure: STRUCTURE, stacks: new Array(8).fill(200), deck: newDeck() }), 7);

  it.each(PROFILE_IDS)('%s: who acts first is named only when it does not rest on the common card still to be turned', (id) => {
    const start = eight(id);
    const ruling = ruleOn(start, { kind: 'run-out' });
    expect(ruling.answer).toBe('run-out-common');
    if (PROFILES[id].commonCardFirst === 'keep-sixth-street') {
      // TDA RP-10-H: the player who acted first on 6th street acts first again: known before the card is turned.
      expect(ruling.rules).toContain('tda.rp-10-h');
      expect(ruling.nextToAct).toBe(start.openers[3]);
      expect(ruling.steps.at(-1)).toEqual({ kind: 'action-to', player: start.openers[3], options: 'normal' });
      return;
    }
    expect(ruling.rules).toContain('rr.stud.15');
    expect(ruling.reason.key).toBe('ruling.summary.run-out-common-open');
    expect(ruling.reason.params).not.toHaveProperty('first');
    // No seat in the steps, nor as the next to act: the rule is named instead.
    expect(ruling.steps.some((s) => s.kind === 'action-to')).toBe(false);
    expect(ruling.steps.at(-1)).toEqual({ kind: 'first-by-board', board: 'high', common: true });
    expect(ruling.nextToAct).toBeNull();
    expect(formatReason(ruling.next, 'en')).toBe('Once the common card is turned, the high hand showing with it acts first.');
    // The hand after the ruling: the common card is dealt, and the board that leads with it is the one to act.
    expect(ruling.after.common).not.toBeUndefined();
    expect(ruling.after.common).not.toBeNull();
    expect(ruling.after.round.actor).toBe(leaderOf(ruling.after, 7, true)!.player);
  });

  it('razz: the low hand showing with the common card acts first (RR Razz; RR stud 15)', () => {
    const ruling = ruleOn(eight('rr-cash', 'razz'), { kind: 'run-out' });
    expect(ruling.steps.at(-1)).toEqual({ kind: 'first-by-board', board: 'low', common: true });
    expect(formatReason(ruling.next, 'es')).toBe('Una vez descubierta la carta común, habla primero la mano más baja a la vista con ella.');
    expect(formatReason(ruling.next, 'it')).toBe(
      'Una volta scoperta la carta comune, parla per primo il punto più basso scoperto con essa.',
    );
  });

  it.each(PROFILE_IDS)(
    '%s: a hand history (stub unknown): the steps are the same, and the hand waits for the dealer to carry them out',
    (id) => {
      const known = eight(id);
      const start = handStateFromPhh(phhFromHand(known), PROFILES[id]);
      const ruling = ruleOn(start, { kind: 'run-out' });
      expect(ruling.answer).toBe('run-out-common');
      expect(ruling.steps).toEqual(ruleOn(known, { kind: 'run-out' }).steps);
      expect(ruling.after).toBe(start);
    },
  );
});
