import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// The product speaks to the trainee with tú in Spanish (and tu in Italian): instructions are tú imperatives
// ("cuenta", "toca", "reparte") or impersonal ("se enseñan las cartas"), never usted forms ("enseñe", "muestre").
const USTED = /\b(enseñe|muestre|elija|pulse|haga|toque|seleccione|indique|anuncie|reparta|cuente|diga|escoja|introduzca|compruebe|revise|utilice|mire|ponga|pague|iguale|apueste|retírese|escriba|marque|decida|recuerde|queme|empiece|comience|juegue|usted|ustedes)\b/i;

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
    expect(MESSAGES['drills.showdown.prompt']!.es).toContain('se enseñan las cartas');
    expect(MESSAGES['drills.kind.showdown']!.es).toBe('Enseñar las cartas');
  });
});
