import { describe, expect, it } from 'vitest';
import type { Reason } from '../decision';
import { formatReason, message } from '../i18n/format';
import { LOCALES, type Locale } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import type { VariantId } from '../variants';
import { ruleEntry } from '../rulebook/rules';
import { incidentName, ruleOn, rulingLines, type Incident, type Ruling } from './index';
import { deal, newHand } from './test-hands';

// STUD-RULES §3: in stud and stud8 the lowest door card brings in (RR stud 1, RR High-Low); in razz the highest, aces low
// (RR Razz; SEED-004). The bring-in summaries name that card as the game does: "the low card", in razz "the high card".
// Door cards: p0 3c, p1 Kd, p2 4d, p3 9h: stud and stud8 bring in with the 3c (seat 1), razz with the Kd (seat 2).
const HANDS = ['AsKs3c', 'JdTdKd', '2h5h4d', '8s8c9h'];
const BRING_IN: Record<VariantId, number> = { stud: 1, stud8: 1, razz: 2 };
const LOW = { en: 'low card', es: 'carta baja', it: 'carta bassa' };
const HIGH = { en: 'high card', es: 'carta alta', it: 'carta alta' };

type Words = Readonly<Record<Locale, string>>;

/** The summary in every language: razz says the high card and never the low card; stud and stud8 the other way round. */
function expectWording(reason: Reason, variant: VariantId, low: Words = LOW, high: Words = HIGH): void {
  const [said, not] = variant === 'razz' ? [high, low] : [low, high];
  for (const locale of LOCALES) {
    const text = formatReason(reason, locale);
    expect(text, `${variant} ${locale}`).toContain(said[locale]);
    expect(text, `${variant} ${locale}`).not.toContain(not[locale]);
  }
}

describe.each(['stud', 'stud8', 'razz'] as const)(
  '%s: the bring-in summaries name the bring-in card as the variant does (STUD-RULES §3)',
  (variant) => {
    const suffix = variant === 'razz' ? '.high' : '';
    const seat = BRING_IN[variant];

    it('RR stud 9: the wrong player named bets, the next player has not acted: "seat N, the true low (razz: high) card, must bring in"', () => {
      const start = deal(newHand(HANDS, 'rr-cash', { variant }));
      expect(start.round.actor).toBe(seat - 1);
      const ruling = ruleOn(start, { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false });
      expect(ruling.answer).toBe('wrong-bring-in-back');
      expect(ruling.reason).toEqual({ key: `ruling.summary.wrong-bring-in-back${suffix}`, params: { seat, wrong: 3, amount: 2 } });
      expect(formatReason(ruling.reason, 'en')).toBe(
        `The next player has not acted: seat 3 takes the bet (2) back and seat ${seat}, the true ${variant === 'razz' ? 'high' : 'low'} card, must bring in.`,
      );
      expectWording(ruling.reason, variant);
    });

    it('RR stud 6 (cash): the bring-in player is away: "seat N has the low (razz: high) card but is away"', () => {
      const ruling = ruleOn(deal(newHand(HANDS, 'rr-cash', { variant })), { kind: 'bring-in-absent' });
      expect(ruling.reason).toEqual({ key: `ruling.summary.absent-rr6${suffix}`, params: { seat, amount: 2 } });
      expect(formatReason(ruling.reason, 'en')).toMatch(
        new RegExp(`^Seat ${seat} has the ${variant === 'razz' ? 'high' : 'low'} card but is away`),
      );
      expectWording(ruling.reason, variant);
    });

    it('TDA 30: the same incident in a tournament: the hand is dead at once, worded the same way', () => {
      const ruling = ruleOn(deal(newHand(HANDS, 'tda', { variant })), { kind: 'bring-in-absent' });
      expect(ruling.reason).toEqual({ key: `ruling.summary.absent-dead${suffix}`, params: { seat, amount: 2 } });
      expectWording(ruling.reason, variant);
    });

    it('RR stud 8 / TDA RP-10-E: the bring-in player is all-in for the ante: "seat N has the low (razz: high) card but is all-in"', () => {
      const stacks = [200, 200, 200, 200];
      stacks[seat - 1] = 1;
      const ruling = ruleOn(deal(newHand(HANDS, 'rr-cash', { variant, stacks })), { kind: 'bring-in-all-in' });
      expect(ruling.reason).toEqual({ key: `ruling.summary.all-in-low${suffix}`, params: { seat, next: seat + 1 } });
      expect(ruling.nextToAct).toBe(seat);
      expectWording(ruling.reason, variant);
    });

    it('RR stud 5: the exposed hole card would bring in: "would be the low (razz: high) card", the next seat may fold', () => {
      // Seat 2's first hole card is exposed: the 2c (the lowest card showing in stud), the Kc in razz (the highest).
      const hands = variant === 'razz' ? ['AsQs3c', 'KcJd4d', '9h8h7h'] : ['AsKs3c', '2cJdQd', '9h8h7h'];
      const ruling = ruleOn(newHand(hands, 'rr-cash', { variant }), { kind: 'exposed-hole-card', player: 1, hole: 0 });
      expect(ruling.answer).toBe('exposed-one-rr5-low');
      expect(ruling.reason.key).toBe(`ruling.summary.exposed-one-rr5-low${suffix}`);
      expect(ruling.nextToAct).toBe(2);
      // Spanish says "sería la más baja / la más alta" here.
      expectWording(ruling.reason, variant, { ...LOW, es: 'la más baja' }, { ...HIGH, es: 'la más alta' });
    });
  },
);

describe('the rules a razz bring-in ruling cites name the razz bring-in card too (STUD-RULES §3; RR stud 5, 8, 9; SEED-003)', () => {
  // Our wording of RR's stud rules, which razz follows with the high card: a text that speaks of the low
  // card bringing in must say what razz does, or a razz ruling would cite "the low card" beside "the high card".
  const LOW_CARD = { en: /low card/i, es: /carta baja|más baja/i, it: /carta bassa|più bassa/i };
  const RAZZ_HIGH = { en: /in razz, the high card/, es: /en razz, la más alta/, it: /nel razz, la più alta/ };
  const rulings: [string, () => Ruling][] = [
    [
      'wrong-bring-in',
      () =>
        ruleOn(deal(newHand(HANDS, 'rr-cash', { variant: 'razz' })), { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false }),
    ],
    ['bring-in-absent', () => ruleOn(deal(newHand(HANDS, 'rr-cash', { variant: 'razz' })), { kind: 'bring-in-absent' })],
    [
      'bring-in-all-in',
      () => ruleOn(deal(newHand(HANDS, 'rr-cash', { variant: 'razz', stacks: [200, 1, 200, 200] })), { kind: 'bring-in-all-in' }),
    ],
    [
      'exposed-hole-card',
      () =>
        ruleOn(newHand(['AsQs3c', 'KcJd4d', '9h8h7h'], 'rr-cash', { variant: 'razz' }), { kind: 'exposed-hole-card', player: 1, hole: 0 }),
    ],
  ];

  it.each(rulings)('%s', (_kind, rule) => {
    const ruling = rule();
    expect(ruling.rules.length).toBeGreaterThan(0);
    for (const id of ruling.rules) {
      for (const locale of LOCALES) {
        const text = ruleEntry(id).text[locale];
        if (LOW_CARD[locale].test(text)) expect(text, `${id} ${locale}`).toMatch(RAZZ_HIGH[locale]);
      }
    }
  });
});

describe('the bring-in incidents are named after the bring-in card of the game (incidentName; the printout)', () => {
  const KINDS = ['wrong-bring-in', 'bring-in-absent', 'bring-in-all-in'] as const;

  it('stud and stud8: "Low card absent"; razz: "High card absent"; other incidents have one name in every game', () => {
    expect(formatReason(incidentName('bring-in-absent', 'stud'), 'en')).toBe('Low card absent');
    expect(formatReason(incidentName('bring-in-absent', 'stud8'), 'en')).toBe('Low card absent');
    expect(formatReason(incidentName('bring-in-absent', 'razz'), 'en')).toBe('High card absent');
    expect(formatReason(incidentName('bring-in-all-in', 'razz'), 'en')).toBe('High card all-in for the ante');
    expect(formatReason(incidentName('wrong-bring-in', 'razz'), 'en')).toBe('Wrong player named the high card bets');
    expect(incidentName('run-out', 'razz')).toEqual({ key: 'incident.run-out' });
    for (const kind of KINDS) {
      expect(incidentName(kind, 'stud')).toEqual({ key: `incident.${kind}` });
      for (const locale of LOCALES) {
        expect(MESSAGES[`incident.${kind}.high`]?.[locale], `${kind} ${locale}`).toBeTruthy();
        expect(formatReason(incidentName(kind, 'razz'), locale)).not.toMatch(/\blow\b|baj[oa]|bass[oa]/i);
      }
    }
  });

  it('cli rule printout: a razz ruling names the incident after the high card', () => {
    const incident: Incident = { kind: 'bring-in-absent' };
    const incidentLine = (variant: VariantId) => rulingLines(ruleOn(deal(newHand(HANDS, 'rr-cash', { variant })), incident), 'en')[0];
    expect(incidentLine('stud')).toBe(`${message('ruling.print.incident', 'en')}: Low card absent`);
    expect(incidentLine('razz')).toBe(`${message('ruling.print.incident', 'en')}: High card absent`);
  });
});
