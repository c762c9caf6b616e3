import { describe, expect, it } from 'vitest';
import { formatReason } from '../i18n/format';
import { LOCALES } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import { ruleOn, type Incident } from '../rulings';
import { VARIANTS, type VariantId } from '../variants';
import { generateScenario, scenarioFromCode } from './generate';
import { incidentText } from './incident-text';
import { DEFAULT_STRUCTURE } from './setup';
import { findSituation } from './situation';

// STUD-RULES §3: stud and stud8 bring in with the lowest door card (RR stud 1), razz with the highest, aces low (RR Razz):
// the captions of the bring-in incidents (RR stud 6, 8, 9) name that card as the game does.
const CAPTIONS: readonly [Incident, string, string][] = [
  [
    { kind: 'bring-in-absent' },
    'The player with the low card is away from the table.',
    'The player with the high card is away from the table.',
  ],
  [
    { kind: 'bring-in-all-in' },
    'The player with the low card is all-in for the ante.',
    'The player with the high card is all-in for the ante.',
  ],
  [
    { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: false },
    'Seat 3 is wrongly named low and puts in 2; the next player has not acted yet.',
    'Seat 3 is wrongly named the high card and puts in 2; the next player has not acted yet.',
  ],
  [
    { kind: 'wrong-bring-in', player: 2, amount: 5, nextActed: true },
    'Seat 3 is wrongly named low and puts in 5; the next player has already acted.',
    'Seat 3 is wrongly named the high card and puts in 5; the next player has already acted.',
  ],
  [
    { kind: 'wrong-bring-in', player: 2, amount: 2, nextActed: true, nextAction: 'call' },
    'Seat 3 is wrongly named low and puts in 2; the next player has already called.',
    'Seat 3 is wrongly named the high card and puts in 2; the next player has already called.',
  ],
  [
    { kind: 'wrong-bring-in', player: 2, amount: 5, nextActed: true, nextAction: 'raise' },
    'Seat 3 is wrongly named low and puts in 5; the next player has already raised.',
    'Seat 3 is wrongly named the high card and puts in 5; the next player has already raised.',
  ],
];
const LOW = /\blow\b|\bbaj[oa]\b|\bbass[oa]\b/;
const HIGH = /\bhigh\b|\balt[oa]\b/;

describe('incidentText names the bring-in card as the variant does: the low card in stud and stud8, the high card in razz', () => {
  it.each(CAPTIONS)('%o', (incident, low, high) => {
    for (const variant of ['stud', 'stud8'] as const) expect(formatReason(incidentText(incident, variant), 'en')).toBe(low);
    expect(formatReason(incidentText(incident, 'razz'), 'en')).toBe(high);
    const razz = incidentText(incident, 'razz');
    expect(razz.key).toBe(`${incidentText(incident, 'stud').key}.high`);
    for (const locale of LOCALES) {
      expect(MESSAGES[razz.key]?.[locale], `${razz.key} ${locale}`).toBeTruthy();
      expect(formatReason(razz, locale), locale).toMatch(HIGH);
      expect(formatReason(razz, locale), locale).not.toMatch(LOW);
      expect(formatReason(incidentText(incident, 'stud'), locale), locale).toMatch(LOW);
    }
  });

  it('other incidents read the same in every game', () => {
    const incident: Incident = { kind: 'upcards-concealed', player: 1 };
    expect(incidentText(incident, 'razz')).toEqual(incidentText(incident, 'stud'));
  });

  it('a razz misprocedure drill about the bring-in asks with the high-card caption, a stud one with the low-card caption', () => {
    for (const variant of ['stud', 'razz'] as const satisfies readonly VariantId[]) {
      let found = 0;
      for (let seed = 1; seed < 400 && found < 3; seed++) {
        const sc = generateScenario('misprocedure', { variant, players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, seed);
        const kind = sc.incident!.kind;
        if (kind !== 'bring-in-absent' && kind !== 'bring-in-all-in' && kind !== 'wrong-bring-in') continue;
        found++;
        expect(sc.question.prompt.key.endsWith('.high'), sc.code).toBe(VARIANTS[variant].bringIn.pick === 'highest');
        expect(formatReason(sc.question.prompt, 'en'), sc.code).toMatch(variant === 'razz' ? /the high card/ : /\blow\b/);
        // The ruling the drill asks for says the same of that seat.
        expect(formatReason(ruleOn(sc.state, sc.incident!).reason, 'en'), sc.code).not.toMatch(
          variant === 'razz' ? /low card/ : /high card/,
        );
      }
      expect(found, variant).toBeGreaterThan(0);
    }
  });

  it('"See a ruling" situations: the razz caption for a bring-in player away says the high card', () => {
    const s = findSituation({ variant: 'razz', players: 6, rules: 'rr-cash', structure: DEFAULT_STRUCTURE }, 'bring-in-absent', 1)!;
    expect(formatReason(incidentText(s.incident, s.setup.variant), 'en')).toBe('The player with the high card is away from the table.');
    expect(formatReason(s.ruling.reason, 'en')).toMatch(/^Seat \d has the high card but is away/);
  });
});

describe('premature cards on 6th street say that nobody looked at them (RR 14: a premature final downcard looked at stays)', () => {
  it('MP-stud-6-rrc-1.2.5.10-58927529: the caption says the early cards are final downcards nobody has looked at, in every language', () => {
    const sc = scenarioFromCode('MP-stud-6-rrc-1.2.5.10-58927529');
    expect(sc.incident).toMatchObject({ kind: 'premature-cards' });
    expect(sc.state.street).toBe(6);
    expect(sc.question.prompt.key).toBe('drills.incident.premature-cards.unseen');
    expect(formatReason(sc.question.prompt, 'en')).toMatch(/final downcards? early; nobody has looked at (it|them)\.$/);
    expect(formatReason(sc.question.prompt, 'es')).toMatch(/nadie las? ha mirado\.$/);
    expect(formatReason(sc.question.prompt, 'it')).toMatch(/nessuno (l'ha guardata|le ha guardate)\.$/);
  });

  it('on another street the caption stays the plain one, and a card looked at says who looked', () => {
    const incident: Incident = { kind: 'premature-cards', count: 2 };
    expect(incidentText(incident, 'stud', 4).key).toBe('drills.incident.premature-cards');
    expect(incidentText({ ...incident, seenBy: 2 }, 'stud', 6)).toEqual({
      key: 'drills.incident.premature-cards.seen',
      params: { count: 2, seat: 3 },
    });
  });
});
