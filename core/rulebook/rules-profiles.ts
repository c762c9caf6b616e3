import type { RuleEntry } from './entry';

/** Where a ruling rests on the house-rules profile rather than a published rule. */
export const PROFILE_RULES = {
  'house.profile': {
    source: { book: 'HOUSE', ref: { en: 'House-rules profile', es: 'Perfil de reglas de la casa', it: 'Profilo delle regole della casa' } },
    text: {
      en: "Where the rule books disagree, the card room's house-rules profile decides; the ruling names the profile value it used.",
      es: 'Donde los reglamentos no coinciden decide el perfil de reglas de la casa; la decisión indica el valor del perfil que aplicó.',
      it: 'Dove i regolamenti non concordano decide il profilo delle regole della casa; la decisione indica il valore del profilo applicato.',
    },
  },
} as const satisfies Record<string, RuleEntry>;
