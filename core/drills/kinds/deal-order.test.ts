import { describe, expect, it } from 'vitest';
import { runOutPlan } from '../../hand/queries';
import type { HandState, Player } from '../../hand/types';
import { formatReason } from '../../i18n/format';
import { LOCALES } from '../../i18n/locale';
import type { ProfileId } from '../../profiles/types';
import { createRng } from '../../rng';
import { PROFILE_IDS, PROFILES } from '../../profiles/profiles';
import { generateScenario, KIND_SPECS, scenarioFromCode } from '../generate';
import { deepStacks, drillBot, newHand, shuffledDeck, stepUntil } from '../table';
import { answerOf, grade } from '../grade';
import type { DrillSetup, Scenario, SeatTarget } from '../types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const setup = (players: number, rules: ProfileId = 'rr-cash'): DrillSetup => ({ variant: 'stud', players, rules, structure: STRUCTURE });
const folded = (s: HandState): Player[] => s.players.flatMap((p, i) => (p.folded ? [i] : []));
const stubLeft = (s: HandState): number => s.stub!.length - s.stubTop;
const expectedOrder = (sc: Scenario): readonly SeatTarget[] => (answerOf(sc)[0] as { readonly order: readonly SeatTarget[] }).order;
const orderPart = (sc: Scenario) => {
  const part = sc.question.parts[0]!;
  if (part.kind !== 'seat-order') throw new Error(`${sc.code}: expected a seat-order part`);
  return part;
};
const FOLDED_TEXT = {
  en: 'Seat 5 has folded: it gets no card.',
  es: 'El asiento 5 se ha retirado: no recibe carta.',
  it: 'Il posto 5 ha passato: non riceve nessuna carta.',
} as const;

describe('deal order: a folded seat can be tapped, and a card to it is wrong (SEED-000 deal order: folded players are skipped)', () => {
  it('seed-000.deal-order: DO-stud-6-rrc-1.2.5.10-35836818, burn then seats 1-6 with seat 5 folded is graded wrong, and the reason says seat 5 gets no card (en/es/it)', () => {
    const sc = scenarioFromCode('DO-stud-6-rrc-1.2.5.10-35836818');
    expect(sc.street).toBe(5);
    expect(folded(sc.state)).toEqual([4]);
    // Every seat is offered, the folded one too: the runner takes a tap (or its number key) only on a candidate.
    expect(orderPart(sc).candidates).toEqual([0, 1, 2, 3, 4, 5]);
    const g = grade(sc, [{ kind: 'seat-order', order: ['burn', 0, 1, 2, 3, 4, 5] }]);
    expect(g.correct).toBe(false);
    expect(g.parts[0]!.given).toEqual({ kind: 'seat-order', order: ['burn', 0, 1, 2, 3, 4, 5] });
    expect(g.expected).toEqual([{ kind: 'seat-order', order: ['burn', 0, 1, 2, 3, 5] }]);
    expect(g.rules).toContain('seed-000.deal-order');
    for (const locale of LOCALES) expect(formatReason(g.reason, locale)).toContain(FOLDED_TEXT[locale]);
    expect(formatReason(g.reason, 'en')).toBe(
      "On 5th street: burn one card, then one card to each player still in, starting from the dealer's left (5 cards). Seat 5 has folded: it gets no card.",
    );
    // The order that skips seat 5 is the right one.
    expect(grade(sc, [{ kind: 'seat-order', order: ['burn', 0, 1, 2, 3, 5] }]).correct).toBe(true);
  });

  it('seed-000.deal-order, every street and profile: all seats are candidates; a folded seat dealt anywhere is wrong; the reason names every folded seat', () => {
    let seen = 0;
    for (const rules of PROFILE_IDS) {
      for (let seed = 1; seed <= 60; seed++) {
        const sc = generateScenario('deal-order', setup(6 + (seed % 3), rules), seed);
        expect(orderPart(sc).candidates, sc.code).toEqual(sc.state.players.map((_, i) => i));
        const out = folded(sc.state);
        const right = expectedOrder(sc);
        const en = formatReason(grade(sc, answerOf(sc)).reason, 'en');
        if (out.length === 0) {
          expect(en, sc.code).not.toMatch(/folded/);
          continue;
        }
        seen++;
        expect(en, sc.code).toMatch(
          out.length === 1
            ? `Seat ${out[0]! + 1} has folded: it gets no card.`
            : `Seats ${out.map((p) => p + 1).join(', ')} have folded: they get no card.`,
        );
        expect(grade(sc, answerOf(sc)).rules, sc.code).toContain('seed-000.deal-order');
        // The folded seat's card slipped in after the first seat dealt (or at the end when no seat is dealt: a common card).
        const at = right.findIndex((t) => typeof t === 'number');
        const wrong = at < 0 ? [...right, out[0]!] : [...right.slice(0, at + 1), out[0]!, ...right.slice(at + 1)];
        expect(grade(sc, [{ kind: 'seat-order', order: wrong }]).correct, sc.code).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});

describe('deal order on 7th street: the count of the stub (RR 15, TDA RP-10-H, SEED-000 online run-out)', () => {
  it('RR 15: DO-stud-8-rrc-1.2.5.10-360003918, the question says the stub holds 2 cards for 7 players; the reason: fewer cards than players even with the 3 burns, so the usual burn and a common card, nothing scrambled (en/es/it)', () => {
    const sc = scenarioFromCode('DO-stud-8-rrc-1.2.5.10-360003918');
    expect(sc.street).toBe(7);
    expect(stubLeft(sc.state)).toBe(2);
    expect(sc.state.burns).toHaveLength(3);
    const prompt = orderPart(sc).prompt;
    expect(formatReason(prompt, 'en')).toBe(
      'The order of the cards for 7th street. As the deal starts, the stub holds 2 cards for 7 players still in; 3 cards have been burned.',
    );
    expect(formatReason(prompt, 'es')).toContain('en el mazo quedan 2 cartas para 7 jugadores que siguen');
    expect(formatReason(prompt, 'it')).toContain('nel mazzo restano 2 carte per 7 giocatori ancora in mano');
    expect(formatReason(prompt, 'es')).toContain('séptima calle');
    expect(formatReason(prompt, 'it')).toContain('settima strada');
    const g = grade(sc, answerOf(sc));
    // RR 15: "the dealer will burn a card and turn one card face up": the usual burn, then the stub's other card.
    expect(g.expected).toEqual([{ kind: 'seat-order', order: ['burn', 'common'] }]);
    const texts = Object.fromEntries(LOCALES.map((l) => [l, formatReason(g.reason, l)]));
    expect(texts.en).toMatch(
      /^2 cards left in the stub for 7 players: even with the 3 burns there are fewer cards than players, and after the usual burn the stub still holds a card to turn, so nothing is scrambled\. Not enough cards for everyone: burn and turn a common card\./,
    );
    expect(texts.es).toMatch(/^Quedan 2 cartas en el mazo para 7 jugadores: ni con las 3 quemadas hay tantas cartas como jugadores/);
    expect(texts.it).toMatch(/^Restano 2 carte nel mazzo per 7 giocatori: nemmeno con le 3 bruciate ci sono tante carte quanti giocatori/);
    expect(g.rules).toContain('rr.stud.15');
    // Seat 1 folded on 5th street: seven players reach 7th street, so SEED-000's "8 x 6 + 3 = 51" is not this table.
    expect(g.rules).not.toContain('seed-000.deck-arithmetic');
  });

  it('TDA RP-10-H scrambles the stub with the burns (2 + 3 = 5); SEED-000 online only the burns for its common card (3); each cites its own rule', () => {
    const cases = [
      [
        'tda',
        'tda.rp-10-h',
        ['scramble', 'burn', 'common'],
        '2 cards left in the stub for 7 players: the 3 burns are scrambled with them, 5 cards.',
      ],
      // SEED-000: "tomará todas las cartas quemadas, barajará y entregará una carta de comunidad".
      [
        'online',
        'seed-000.run-out',
        ['scramble', 'common'],
        '2 cards left in the stub for 7 players: even with the 3 burns there are fewer cards than players, so only the burns are scrambled, 3 cards, for a common card.',
      ],
    ] as const;
    for (const [rules, rule, order, text] of cases) {
      const sc = generateScenario('deal-order', setup(8, rules), 360003918);
      expect(stubLeft(sc.state)).toBe(2);
      const g = grade(sc, answerOf(sc));
      expect(g.expected).toEqual([{ kind: 'seat-order', order }]);
      expect(formatReason(g.reason, 'en')).toContain(text);
      expect(g.rules).toContain(rule);
      expect(g.rules).not.toContain('seed-000.deck-arithmetic');
    }
  });

  it('RR 15, the usual burn and all but the last card dealt first: DO-stud-8-rrc-1.2.5.10-4242 (4 cards for 6 players) says 2 seats are dealt from the stub and its last card joins the 4 burns, 5 cards', () => {
    const sc = scenarioFromCode('DO-stud-8-rrc-1.2.5.10-4242');
    expect(formatReason(orderPart(sc).prompt, 'en')).toContain('the stub holds 4 cards for 6 players still in');
    const g = grade(sc, answerOf(sc));
    const expected = g.expected[0]!;
    const order = expected.kind === 'seat-order' ? expected.order : [];
    expect([order[0], typeof order[1], typeof order[2], order[3]]).toEqual(['burn', 'number', 'number', 'scramble']);
    expect(formatReason(g.reason, 'en')).toMatch(
      /^4 cards left in the stub for 6 players: after the usual burn the first 2 seats get theirs from the stub, then its last card is scrambled with the 4 burns, 5 cards\./,
    );
    expect(formatReason(g.reason, 'es')).toMatch(
      /^Quedan 4 cartas en el mazo para 6 jugadores: tras la quemada de siempre los 2 primeros asientos reciben la suya del mazo/,
    );
    expect(formatReason(g.reason, 'it')).toMatch(
      /^Restano 4 carte nel mazzo per 6 giocatori: dopo la solita bruciata i primi 2 posti ricevono la loro dal mazzo/,
    );
  });

  it('property, every profile: the 7th-street question gives the stub, players and burns of the table, and the reason the same stub count', () => {
    let seen = 0;
    for (const rules of PROFILE_IDS) {
      for (let seed = 0; seed < 200; seed++) {
        const sc = generateScenario('deal-order', setup(7 + (seed % 2), rules), seed);
        if (sc.street !== 7) {
          expect(orderPart(sc).prompt, sc.code).toEqual({ key: 'drills.dealOrder.order', params: { street: sc.street } });
          continue;
        }
        seen++;
        const s = sc.state;
        const alive = s.players.filter((p) => !p.folded).length;
        expect(orderPart(sc).prompt, sc.code).toEqual({
          key: 'drills.dealOrder.order.7.stub',
          params: { stub: stubLeft(s), players: alive, burns: s.burns.length },
        });
        const why = grade(sc, answerOf(sc)).reason;
        expect(why.params?.stub, sc.code).toBe(stubLeft(s));
        expect(why.params?.players, sc.code).toBe(alive);
        if (why.key === 'drills.dealOrder.stub.pool') expect(why.params?.cards, sc.code).toBe(stubLeft(s) + s.burns.length);
        if (why.key === 'drills.dealOrder.stub.burns') expect(why.params?.cards, sc.code).toBe(s.burns.length);
        // RR 15: the usual burn, then the stub's last card joins the burns.
        if (why.key === 'drills.dealOrder.stub.last') expect(why.params?.cards, sc.code).toBe(2 + s.burns.length);
        for (const locale of LOCALES) expect(formatReason(why, locale), sc.code).not.toMatch(/\{\w+\}/);
      }
    }
    expect(seen).toBeGreaterThan(30);
  });

  it('seed-000.deck-arithmetic is cited only when all eight players reach 7th street (48 + 3 burns = 51: one card left)', () => {
    // Eight players who never fold: the case the arithmetic describes.
    const rng = createRng(7);
    const start = newHand(setup(8), PROFILES['rr-cash'], deepStacks(setup(8), rng), shuffledDeck(rng));
    const all = stepUntil(start, rng, drillBot({ fold: 0, raise: 0 }), (h) => h.street === 7 && h.phase === 'dealing', { streets: true })!;
    expect(folded(all)).toEqual([]);
    expect(stubLeft(all)).toBe(1);
    const solved = KIND_SPECS['deal-order'].solve({ state: all, incident: null, street: 7, focus: null })!;
    expect(solved.rules).toContain('seed-000.deck-arithmetic');
    expect(solved.rules).toContain('rr.stud.15');
    expect(formatReason(solved.reason, 'en')).toMatch(
      /^1 card left in the stub for 8 players: the 3 burns are scrambled with it, 4 cards\./,
    );
    // Generated tables: cited exactly when nobody folded (one card left); with a seat folded the stub holds more.
    let not = 0;
    for (let seed = 0; seed < 300; seed++) {
      const sc = generateScenario('deal-order', setup(8), seed);
      if (sc.street !== 7) continue;
      const rules = grade(sc, answerOf(sc)).rules;
      expect(rules.includes('seed-000.deck-arithmetic'), sc.code).toBe(folded(sc.state).length === 0);
      // The engine's own run-out rules agree (runOutRules cites the arithmetic only where it fits).
      expect(runOutPlan(sc.state).rules.includes('seed-000.deck-arithmetic'), sc.code).toBe(folded(sc.state).length === 0);
      if (folded(sc.state).length > 0) {
        not++;
        expect(stubLeft(sc.state), sc.code).toBeGreaterThan(1);
      }
    }
    expect(not).toBeGreaterThan(0);
  });
});
