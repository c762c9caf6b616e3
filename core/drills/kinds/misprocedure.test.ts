import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { burn, dealCards, owed } from '../../hand/dealing';
import { nextDealerStep } from '../../hand/queries';
import type { HandState, Player } from '../../hand/types';
import { formatReason } from '../../i18n/format';
import { LOCALES } from '../../i18n/locale';
import { PROFILE_IDS } from '../../profiles/profiles';
import type { ProfileId } from '../../profiles/types';
import { bringInKey } from '../../rules/bring-in';
import { offTableCard, ruleOn, type Incident } from '../../rulings';
import { VARIANT_IDS, VARIANTS, type VariantId } from '../../variants';
import { generateScenario, KIND_SPECS, scenarioFromCode } from '../generate';
import { answerOf } from '../grade';
import { incidentText } from '../incident-text';
import type { DrillSetup, Scenario } from '../types';

const STRUCTURE = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const setup = (variant: VariantId, players: number, rules: ProfileId = 'rr-cash'): DrillSetup => ({
  variant,
  players,
  rules,
  structure: STRUCTURE,
});

/** Voluntary bets and folds so far (the antes are not betting). */
const bettingActs = (s: HandState): number =>
  s.log.filter((e) => e.op === 'bringIn' || e.op === 'cbr' || e.op === 'cc' || e.op === 'fold').length;
const alive = (s: HandState): Player[] => s.players.map((_, i) => i).filter((i) => !s.players[i]!.folded);
const hasDoorCard = (s: HandState, p: Player): boolean => s.players[p]!.cards.some((d) => d.street === 3 && d.up);
const streetCards = (s: HandState, st: number): number => s.players.reduce((n, p) => n + p.cards.filter((d) => d.street === st).length, 0);

/**
 * What each incident's caption (drills.incident.*) says about the moment, checked on the scene's table.
 * Returns what is wrong, or null when the table fits the words.
 */
function misfit(s: HandState, incident: Incident): string | null {
  const initialDeal = s.street === 3 && (s.phase === 'dealing' || s.phase === 'betting');
  switch (incident.kind) {
    // "On the initial deal the dealer exposes seat N's first hole card": still dealing, nobody has bet (RR 5, TDA RP-10-A).
    case 'exposed-hole-card':
      if (!(s.street === 3 && s.phase === 'dealing' && bettingActs(s) === 0))
        return 'an exposure on the initial deal, but the deal is over';
      return s.players[incident.player]!.cards.filter((d) => !d.up).length === 2 ? null : 'the exposed player does not hold two hole cards';
    // "The next card for seat N flies off the table": the dealer is dealing and that seat is owed a card (RR 11).
    case 'card-off-table':
      return s.phase === 'dealing' && owed(s, incident.player) > 0 ? null : 'no card is being dealt to that seat';
    // "… turn(s) up face up in the deck during the initial deal": the deal is under way, no bet yet (RR irregularities).
    case 'boxed-card':
      return s.street === 3 && s.phase === 'dealing' && bettingActs(s) === 0
        ? null
        : 'a boxed card on the initial deal, but the table shows bets or a later street';
    // "Seat N is found to hold extra cards from the initial deal", "the dealer notices …": 3rd street, noticed now, with or without bets (RR misdeal: too late once two players after the forced bet acted).
    case 'extra-cards':
    case 'dealt-to-empty-seat':
    case 'wrong-first-seat':
      return initialDeal ? null : 'an initial-deal error on a later street';
    // "Seat N, who posted the ante, was dealt no cards": that seat has put in nothing but the ante.
    case 'player-dealt-out':
      return initialDeal && s.players[incident.player]!.streetBets.every((b) => b === 0) ? null : 'a seat dealt out has bet';
    // "Seat N is wrongly named low and puts in …", "the player with the low card is away / all-in": the bring-in is still due (RR 6, 8, 9).
    case 'wrong-bring-in':
    case 'bring-in-absent':
    case 'bring-in-all-in':
      return s.street === 3 && s.phase === 'betting' && !s.round.opened && bettingActs(s) === 0
        ? null
        : 'the bring-in has already been made';
    // "The dealer deals the street without burning / burns two cards": the street is about to be dealt (RR 13); "On 7th street …" when seen.
    case 'burn-error':
      if (!(s.phase === 'dealing' && s.street >= 4 && s.burnedFor[s.street - 4] === 0 && streetCards(s, s.street) === 0))
        return 'no street is about to be dealt';
      return incident.seen === undefined || s.street === 7 ? null : 'a seen final card before 7th street';
    // "The betting round is still open, but the dealer burns and deals …"; "During 6th-street betting …" (RR 14, TDA RP-5-D).
    case 'premature-cards':
      if (!(s.phase === 'betting' && s.round.opened && s.round.actor !== null && s.street <= 6)) return 'no betting round is open';
      return incident.seenBy === undefined || s.street === 6 ? null : 'a premature final downcard before 6th-street betting';
    // "On 7th street the dealer deals seat N's final card face up[: card]" (RR 16, RR 17, TDA RP-10-B): the card named is that seat's next card.
    case 'seventh-card-up':
      if (!(s.street === 7 && s.phase === 'dealing' && owed(s, incident.player) > 0 && streetCards(s, 7) === 0))
        return 'the 7th street is not being dealt';
      return incident.card === undefined || incident.card === offTableCard(s, incident.player).card
        ? null
        : 'the card named is not the one that seat gets';
    // "Seventh street: the dealer checks whether the stub has a card for everyone still in" (RR 15, TDA RP-10-H).
    case 'run-out':
      return s.street === 7 && s.phase === 'dealing' && streetCards(s, 7) === 0 ? null : 'not before the 7th-street deal';
    // "Seat N picks up their upcards", "bets or raises to only …", "puts in only …, less than the bring-in": during a betting round.
    case 'upcards-concealed':
      return s.phase === 'betting' ? null : 'no betting round';
    case 'underbet':
    case 'bet-below-bring-in':
      return s.phase === 'betting' && s.round.actor === incident.player ? null : 'that seat is not to act';
    // "Seat N turns out to hold N cards": at the showdown (RR 18).
    case 'wrong-card-count':
      return s.phase === 'showdown' ? null : 'not at the showdown';
    case 'duplicate-card':
      return null;
  }
}

/** What the right answer rests on that the table or the caption does not show, or null. */
function hidden(sc: Scenario): string | null {
  const { state: s, incident } = sc;
  const key = ruleOn(s, incident!).reason.key;
  // RR 5: "would be the low card" is judged against every other door card.
  if (key.startsWith('ruling.summary.exposed-one-rr5-low')) {
    const p = (incident as { player: Player }).player;
    if (alive(s).some((q) => q !== p && !hasDoorCard(s, q))) return 'RR 5 low card judged against door cards not dealt yet';
  }
  // RR 17: the high (razz: low) hand using all upcards includes the exposed card: the caption names it.
  if (
    (key.startsWith('ruling.summary.seventh-rr17-multi') || key.startsWith('ruling.summary.seventh-rr17-second')) &&
    (incident as { card?: number }).card === undefined
  ) {
    return 'RR 17 first to act rests on an exposed card the scene does not show';
  }
  return null;
}

const arbSetup: fc.Arbitrary<DrillSetup> = fc.record({
  variant: fc.constantFrom(...VARIANT_IDS),
  players: fc.integer({ min: 2, max: 8 }),
  rules: fc.constantFrom(...PROFILE_IDS),
  structure: fc.constant(STRUCTURE),
});

/** The scenarios the QA report named (their seeds now deal other incidents: the same checks still hold). */
const REPORTED = [
  'MP-stud-6-rrc-1.2.5.10-3791294621',
  'MP-stud8-6-onl-1.2.5.10-1000703',
  'MP-stud-2-onl-1.2.5.10-693',
  'MP-stud-2-rrc-1.2.5.10-697',
  'MP-razz-2-rrc-1.2.5.10-697',
];

describe('misprocedure scenes fit their caption (drills.incident.*) and their answer rests on what the table shows', () => {
  it("property: every scene's phase, street and bets are the moment the incident text describes", () => {
    fc.assert(
      fc.property(arbSetup, fc.integer({ min: 0, max: 0xffffffff }), (s, seed) => {
        const sc = generateScenario('misprocedure', s, seed);
        expect(misfit(sc.state, sc.incident!), `${sc.code} ${formatReason(incidentText(sc.incident!, sc.state.variant), 'en')}`).toBeNull();
        expect(hidden(sc), sc.code).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('the reported codes: caption, table and answer agree', () => {
    for (const code of REPORTED) {
      const sc = scenarioFromCode(code);
      expect(misfit(sc.state, sc.incident!), code).toBeNull();
      expect(hidden(sc), code).toBeNull();
    }
  });

  it('RR irregularities: a boxed card turns up while the dealer deals 3rd street, before any bet; two of them are a misdeal, never "too late"', () => {
    let seen = 0;
    for (let seed = 1; seed <= 3000 && seen < 12; seed++) {
      const sc = generateScenario('misprocedure', setup('stud', 6), seed);
      if (sc.incident?.kind !== 'boxed-card') continue;
      seen++;
      expect(sc.state.phase, sc.code).toBe('dealing');
      expect(
        sc.state.players.every((p) => p.streetBets.every((b) => b === 0)),
        sc.code,
      ).toBe(true);
      expect(ruleOn(sc.state, sc.incident).answer).toBe(sc.incident.count === 1 ? 'boxed-one' : 'misdeal');
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('RR misdeal timing: extra cards found after two players acted are ruled too late (a dead hand), and the caption does not say "before the first betting round"', () => {
    const late = (() => {
      for (let seed = 1; seed <= 4000; seed++) {
        const sc = generateScenario('misprocedure', setup('stud', 6), seed);
        if (sc.incident?.kind === 'extra-cards' && sc.incident.count > 1 && ruleOn(sc.state, sc.incident).answer === 'late-fouled')
          return sc;
      }
      throw new Error('no late extra-cards scene');
    })();
    expect(bettingActs(late.state)).toBeGreaterThanOrEqual(3); // the forced bet and two players after it
    for (const locale of LOCALES)
      expect(formatReason(incidentText(late.incident!, late.state.variant), locale)).not.toMatch(
        /first betting round|primera ronda|primo giro/,
      );
  });

  it('RR 5: one exposed hole card is ruled once every other door card is out, and "would be the low card" is true of the table', () => {
    let low = 0;
    let notLow = 0;
    for (let seed = 1; seed <= 4000 && (low < 5 || notLow < 5); seed++) {
      const sc = generateScenario('misprocedure', setup(seed % 2 ? 'stud' : 'razz', 3 + (seed % 6), seed % 3 ? 'rr-cash' : 'online'), seed);
      const inc = sc.incident;
      if (inc?.kind !== 'exposed-hole-card' || inc.hole === 'both') continue;
      const s = sc.state;
      const variant = VARIANTS[s.variant];
      const others = alive(s).filter((q) => q !== inc.player);
      expect(
        others.every((q) => hasDoorCard(s, q)),
        sc.code,
      ).toBe(true);
      const exposed = s.players[inc.player]!.cards[inc.hole]!.card!;
      const isLow = others.every((q) => bringInKey(exposed, variant) > bringInKey(s.players[q]!.cards.find((d) => d.up)!.card!, variant));
      const key = ruleOn(s, inc).reason.key;
      expect(key.startsWith('ruling.summary.exposed-one-rr5-low'), sc.code).toBe(isLow);
      if (isLow) low++;
      else notLow++;
    }
    expect(low).toBeGreaterThan(0);
    expect(notLow).toBeGreaterThan(0);
  });

  it('RR 17: the caption names the final card dealt face up, and the seat it names first is the high hand (razz: low) with that card', () => {
    for (const variant of ['stud', 'razz'] as const) {
      let seen = 0;
      for (let seed = 1; seed <= 4000 && seen < 6; seed++) {
        const sc = generateScenario('misprocedure', setup(variant, 2 + (seed % 4)), seed);
        const inc = sc.incident;
        if (inc?.kind !== 'seventh-card-up' || inc.card === undefined) continue;
        const ruling = ruleOn(sc.state, inc);
        if (!ruling.answer.startsWith('seventh-rr17')) continue;
        seen++;
        // The card the caption names is the card that stays face up in front of that seat.
        expect(ruling.after.players[inc.player]!.cards[6]!).toMatchObject({ card: inc.card, up: true });
        expect(ruling.reason.key.endsWith('.low'), sc.code).toBe(variant === 'razz');
        const en = formatReason(ruling.reason, 'en');
        expect(en).toContain(variant === 'razz' ? 'the low hand using all upcards' : 'the high hand using all upcards');
        expect(en).not.toContain(variant === 'razz' ? 'high hand' : 'low hand');
        if (typeof ruling.reason.params?.first === 'number') expect(ruling.reason.params.first).toBe(ruling.nextToAct! + 1);
      }
      expect(seen, variant).toBeGreaterThan(2);
    }
  });
});

describe('deal order on a short 7th-street stub (RR 15, TDA RP-10-H, SEED-000 online)', () => {
  /** The cards the scramble gathers when the dealer comes to it, walking the engine's own dealer steps; null: no scramble. */
  function scrambledAtStep(sc: Scenario): number | null {
    let s = sc.state;
    for (let guard = 0; guard < 40 && s.phase === 'dealing'; guard++) {
      const step = nextDealerStep(s).answer;
      if (step.kind === 'scramble') return step.cards;
      if (step.kind === 'burn') s = burn(s);
      else if (step.kind === 'deal') s = dealCards(s, step.player);
      else return null;
    }
    return null;
  }
  const reasonOf = (sc: Scenario) => KIND_SPECS['deal-order'].solve({ state: sc.state, incident: null, rules: sc.rules } as never)!.reason;

  it('DO-stud-8-rrc-1.2.5.10-4242 (RR 15): the usual burn, all but the last card, the scramble, a burn again; the prompt does not promise the burn; the reason counts the last card and the burns (5)', () => {
    const sc = scenarioFromCode('DO-stud-8-rrc-1.2.5.10-4242');
    const right = answerOf(sc);
    // 4 cards for 6 players: burn, 2 dealt, the last card and the 4 burns scrambled (5 > 4 players left: burn again), deal.
    expect(right).toEqual([{ kind: 'seat-order', order: ['burn', 0, 1, 'scramble', 'burn', 2, 3, 4, 6] }]);
    for (const locale of LOCALES)
      expect(formatReason(sc.question.prompt, locale)).not.toMatch(
        /starting with the burn|empezando por la quemada|cominciando dalla bruciata/,
      );
    const stubLeft = sc.state.stub!.length - sc.state.stubTop;
    expect(stubLeft).toBe(4);
    expect(scrambledAtStep(sc)).toBe(2 + sc.state.burns.length);
    const en = formatReason(reasonOf(sc), 'en');
    expect(en).toContain('(5 cards)');
    expect(en).toContain('burn as usual, deal all but its last card');
    expect(en).not.toContain('7 cards');
  });

  it('property, every profile: the count in the reason is the cards the scramble gathers (RR 15: the last card and the burns; TDA and online: stub and burns)', () => {
    let seen = 0;
    for (const rules of PROFILE_IDS) {
      for (let seed = 0; seed < 250; seed++) {
        const sc = generateScenario('deal-order', setup('stud', 7 + (seed % 2), rules), seed);
        if (sc.state.street !== 7) continue;
        const s = sc.state;
        const stubLeft = s.stub!.length - s.stubTop;
        const n = scrambledAtStep(sc);
        if (n === null) continue;
        seen++;
        // RR 15 burns as usual first: with 2 cards or more, the last card joins that burn and the earlier ones.
        expect(n, sc.code).toBe(PROFILES_RR15.has(rules) && stubLeft > 1 ? 2 + s.burns.length : stubLeft + s.burns.length);
        expect(reasonOf(sc).params?.cards, sc.code).toBe(n);
        // The prompt never promises the burn first: a run-out may start with the scramble (TDA RP-10-H, online).
        expect(formatReason(sc.question.prompt, 'en')).not.toContain('starting with the burn');
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

const PROFILES_RR15 = new Set<ProfileId>(['rr-cash', 'rr-tournament']);
