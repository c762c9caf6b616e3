import { describe, expect, it } from 'vitest';
import { RULES } from '../rulebook/rules';
import { formatReason } from './format';
import { MESSAGES } from './messages';
import { LOCALES } from './locale';

// The product speaks to the trainee with tú in Spanish (and tu in Italian): instructions are tú imperatives
// ("cuenta", "toca", "reparte") or impersonal ("se muestran las cartas"), never usted forms ("enseñe", "muestre").
const USTED =
  /\b(enseñe|muestre|elija|pulse|haga|toque|seleccione|indique|anuncie|reparta|cuente|diga|escoja|introduzca|compruebe|revise|utilice|mire|ponga|pague|iguale|apueste|retírese|escriba|marque|decida|recuerde|queme|empiece|comience|juegue|usted|ustedes)\b/i;

describe('Spanish engine texts use tú or impersonal forms, never usted', () => {
  it('no usted imperative in any core message', () => {
    const offending = Object.entries(MESSAGES)
      // "el enseñe" / "del enseñe" is the noun (the showdown), not an imperative.
      .map(([key, text]) => [key, text.es.replace(/\b(el|del) enseñe\b/gi, '')] as const)
      .filter(([, es]) => USTED.test(es))
      .map(([key, es]) => `${key}: ${es}`);
    expect(offending).toEqual([]);
  });

  it('the showdown prompt and drill name say it impersonally', () => {
    expect(MESSAGES['drills.showdown.prompt']!.es).toContain('se muestran las cartas');
    expect(MESSAGES['drills.kind.showdown']!.es).toBe('Mostrar las cartas');
  });
});

describe('Spanish and Italian sentences that open with a counted subject give it its article', () => {
  it('the premature-cards ruling (RR 14): "Las 2 cartas repartidas… quedan", "Le 2 carte date… sono", as the TDA ruling beside it says "Las 2 cartas adelantadas"', () => {
    const rr14 = (count: number) => ({ key: 'ruling.summary.premature-rr14', params: { count } });
    expect(formatReason(rr14(2), 'es')).toMatch(/^Las 2 cartas repartidas antes de terminar las apuestas quedan fuera de juego;/);
    expect(formatReason(rr14(1), 'es')).toMatch(/^La carta repartida antes de terminar las apuestas queda fuera de juego;/);
    expect(formatReason(rr14(2), 'it')).toMatch(/^Le 2 carte date prima della fine delle puntate sono fuori gioco;/);
    expect(formatReason(rr14(1), 'it')).toMatch(/^La carta data prima della fine delle puntate è fuori gioco;/);
    expect(formatReason({ key: 'ruling.summary.premature-tda', params: { count: 2 } }, 'es')).toMatch(/^Las 2 cartas adelantadas vuelven/);
  });
});

// Streets are named in words, as the drills' street names say them ("sexta calle", "sesta strada"): a numbered
// "6.ª calle" / "6ª strada" beside them read as two terms for one thing; Italian "giro" is a betting round, not a street.
const NUMBERED_STREET = { es: /\d\.?ª|\bcalles? \d/, it: /\dª|\bstrade? \d|\b(terzo|quarto|quinto|sesto|settimo) giro\b/ } as const;

describe('Spanish and Italian name the streets in words, one way', () => {
  it('no numbered street in any core message or rule text', () => {
    const texts = [...Object.entries(MESSAGES), ...Object.entries(RULES).map(([id, rule]) => [id, rule.text] as const)];
    const offending = texts.flatMap(([key, text]) =>
      (['es', 'it'] as const).filter((l) => NUMBERED_STREET[l].test(text[l])).map((l) => `${key} ${l}: ${text[l]}`),
    );
    expect(offending).toEqual([]);
  });

  it('{streetName} says the {street} number in words, capitalised to open a sentence (dealer steps, rulings, replay)', () => {
    const burn = { key: 'hand.step.burn', params: { street: 4 } };
    expect(formatReason(burn, 'en')).toBe('Burn one card before dealing 4th street.');
    expect(formatReason(burn, 'es')).toBe('Quemar una carta antes de repartir la cuarta calle.');
    expect(formatReason(burn, 'it')).toBe('Bruciare una carta prima di distribuire la quarta strada.');
    expect(formatReason({ key: 'hand.street', params: { street: 7 } }, 'es')).toBe('Séptima calle.');
    // No message says a street by its bare number ("on street 4"), not even an incident that does not fit the hand.
    const numbered = Object.entries(MESSAGES).filter(([, text]) =>
      /\b(street|calle|strada) \{street\}/i.test(`${text.en} ${text.es} ${text.it}`),
    );
    expect(numbered.map(([key]) => key)).toEqual([]);
    const incidentError = {
      key: 'incident.error.runOutTiming',
      params: { street: 4, phase: { reasons: [{ key: 'incident.error.phase.betting' }] } },
    };
    expect(formatReason(incidentError, 'en')).toBe(
      'running out of cards is ruled on 7th street before its burn; this hand is on 4th street, betting',
    );
    expect(formatReason(incidentError, 'es')).toMatch(/esta mano va por la cuarta calle, en las apuestas$/);
    expect(formatReason(incidentError, 'it')).toMatch(/questa mano è alla quarta strada, in fase di puntata$/);
  });

  it("{phaseName} says where the hand is in words, never the engine's phase id (an action out of turn, in a replay or the CLI)", () => {
    for (const phase of ['dealing', 'betting', 'showdown', 'complete']) {
      for (const key of ['hand.illegal.noBetting', 'hand.illegal.notShowdown', 'hand.illegal.nothingToDeal']) {
        for (const locale of LOCALES) {
          const text = formatReason({ key, params: { phase } }, locale);
          expect(text).not.toMatch(/\{|: (dealing|betting|showdown|complete)\.$/);
          expect(text).toContain(MESSAGES[`hand.phase.${phase}`]![locale]);
        }
      }
    }
    expect(formatReason({ key: 'hand.illegal.noBetting', params: { phase: 'complete' } }, 'es')).toBe(
      'Ahora no hay ninguna ronda de apuestas abierta: la mano ha terminado.',
    );
  });

  it('the last street is séptima calle / settima strada, never the English "river" (showdown order reasons and rules)', () => {
    const texts = [...Object.entries(MESSAGES), ...Object.entries(RULES).map(([id, rule]) => [id, rule.text] as const)];
    const offending = texts.flatMap(([key, text]) =>
      (['es', 'it'] as const).filter((l) => /\briver\b/i.test(text[l])).map((l) => `${key} ${l}: ${text[l]}`),
    );
    expect(offending).toEqual([]);
    const checked = { key: 'hand.showdown.firstToAct', params: { seat: 3 } };
    expect(formatReason(checked, 'es')).toBe('Nadie apostó en séptima calle: muestra primero el asiento 3, el primero en actuar.');
    expect(formatReason(checked, 'it')).toBe('Nessuno ha puntato in settima strada: mostra per primo il posto 3, il primo ad agire.');
  });

  it('the street names the drills use are words', () => {
    const seat6 = { key: 'drills.firstToAct.seat', params: { street: 6 } };
    expect(formatReason(seat6, 'es')).toContain('sexta calle');
    expect(formatReason(seat6, 'it')).toContain('sesta strada');
  });
});
