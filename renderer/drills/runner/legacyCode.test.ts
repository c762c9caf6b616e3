import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  answerOf,
  bringInSeat,
  createRng,
  newDeck,
  scenarioFromCode,
  shuffled,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
} from '../../../core';
import { parseLegacyCode, readLegacyCode } from './legacyCode';

/** The old drill's deal, rebuilt from core: a down round, a second down round, then the door cards, seat 1 first. */
function oldDeal(variant: VariantId, players: number, seed: number) {
  const deck = shuffled(newDeck(), createRng(seed));
  const seats = Array.from({ length: players }, (_, i) => [deck[i]!, deck[players + i]!, deck[2 * players + i]!]);
  const doors = seats.map((cards, i) => ({ seat: i + 1, card: cards[2]! }));
  return { seats, bringIn: bringInSeat(doors, VARIANTS[variant]).answer.seat };
}

describe('old "Who brings in?" scenario codes', () => {
  it('map to a runner bring-in code with the same variant, players and seed (base 36 "abc" = 13368), no ante, RR cash', () => {
    expect(readLegacyCode('stud-8-abc')).toEqual({ ok: true, old: 'stud-8-abc', code: 'BI-stud-8-rrc-0.1.5.10-13368' });
    expect(readLegacyCode(' RAZZ-5-k3x9a ')).toEqual({
      ok: true,
      old: ' RAZZ-5-k3x9a ',
      code: `BI-razz-5-rrc-0.1.5.10-${parseInt('k3x9a', 36)}`,
    });
  });

  it('codes in the runner format are not old codes', () => {
    expect(readLegacyCode('BI-stud-8-rrc-1.2.5.10-42')).toBeNull();
    expect(readLegacyCode('nonsense')).toBeNull();
  });

  it.each(['holdem-6-1', 'stud-9-1', 'stud-6-!!', 'stud-6-zzzzzzz', 'stud--1'])(
    'an old-looking code that the old drill could not read either (%s) is reported, not mapped',
    (code) => {
      expect(parseLegacyCode(code)).toBeNull();
      expect(readLegacyCode(code)).toEqual({ ok: false, old: code });
    },
  );

  it('property: the mapped scenario deals the same cards to the same seats, and the same seat brings in (RR stud 1, SEED-001)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (variant, players, seed) => {
          const mapped = readLegacyCode(`${variant}-${players}-${seed.toString(36)}`);
          if (!mapped?.ok) throw new Error('expected a mapped code');
          const scenario = scenarioFromCode(mapped.code);
          const old = oldDeal(variant, players, seed);
          expect(scenario.state.players.map((p) => p.cards.map((c) => c.card))).toEqual(old.seats);
          expect(scenario.state.players.map((p) => p.cards.map((c) => c.up))).toEqual(old.seats.map(() => [false, false, true]));
          const seat = answerOf(scenario)[0];
          expect(seat).toEqual({ kind: 'seat', seat: old.bringIn - 1 });
        },
      ),
      { numRuns: 200 },
    );
  });
});
