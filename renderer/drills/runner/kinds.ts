import { DRILL_KINDS, type DrillKind, type DrillSelector } from '../../../core';

/** Every drill the runner offers: the seven engine kinds and the mixed drill. */
export const DRILL_SELECTORS: readonly DrillSelector[] = [...DRILL_KINDS, 'mixed'];

/** UI i18n key segment of each drill (camelCase: vue-i18n paths read best without hyphens). */
export const DRILL_KEY: Readonly<Record<DrillSelector, string>> = {
  'bring-in': 'bringIn',
  'first-to-act': 'firstToAct',
  'legal-action': 'legalAction',
  'deal-order': 'dealOrder',
  pot: 'pot',
  showdown: 'showdown',
  misprocedure: 'misprocedure',
  mixed: 'mixed',
};

/** The UI i18n key of a drill's title or one-line description. */
export function drillTextKey(selector: DrillSelector, text: 'title' | 'description'): string {
  return `runner.kinds.${DRILL_KEY[selector]}.${text}`;
}

export function isDrillSelector(value: unknown): value is DrillSelector {
  return typeof value === 'string' && (DRILL_SELECTORS as readonly string[]).includes(value);
}

export function isDrillKind(value: unknown): value is DrillKind {
  return typeof value === 'string' && (DRILL_KINDS as readonly string[]).includes(value);
}

/** The route of a drill (hash history). */
export function drillPath(selector: DrillSelector): string {
  return `/drill/${selector}`;
}
