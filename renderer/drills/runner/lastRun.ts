import type { VariantId } from '../../../core';
import type { RunConfig, RunLength } from '../../stores/drillRun';
import { DRILL_SELECTORS } from './kinds';

/** What the settings keep besides the drill: profile and structure have settings of their own. */
export type RunChoices = Omit<RunConfig, 'selector'>;

export const MAX_QUESTIONS = 200;
export const MAX_MINUTES = 120;

/**
 * The last drill and how it was set up, as the settings' `lastDrill` slug (a-z, 0-9, -, at most 40 characters):
 * drill, game, players, then `q` + question count or `t` + minutes: "bring-in-stud8-6-q10", "first-to-act-razz-3-t5".
 */
export function lastDrillSlug(config: RunConfig): string {
  const length = config.length.mode === 'questions' ? `q${config.length.count}` : `t${config.length.minutes}`;
  return `${config.selector}-${config.variant}-${config.players}-${length}`;
}

const SLUG = new RegExp(`^(${DRILL_SELECTORS.join('|')})(?:-(stud8|stud|razz)-([2-8])-(?:q(\\d{1,3})|t(\\d{1,3})))?$`);

function lengthOf(count: string | undefined, minutes: string | undefined): RunLength | null {
  if (count !== undefined) {
    const n = Number(count);
    return n >= 1 && n <= MAX_QUESTIONS ? { mode: 'questions', count: n } : null;
  }
  const m = Number(minutes);
  return m >= 1 && m <= MAX_MINUTES ? { mode: 'timed', minutes: m } : null;
}

/**
 * The run a `lastDrill` slug names, over `base` (the stored profile and structure, defaults for the rest); null for
 * none or a slug this version cannot read. A bare drill id (settings saved before the setup was kept) takes `base`.
 */
export function readLastDrill(slug: string | null | undefined, base: RunChoices): RunConfig | null {
  const m = typeof slug === 'string' ? SLUG.exec(slug) : null;
  if (!m) return null;
  const selector = DRILL_SELECTORS.find((s) => s === m[1])!;
  if (m[2] === undefined) return { ...base, selector };
  const length = lengthOf(m[4], m[5]);
  if (!length) return null;
  return { ...base, selector, variant: m[2] as VariantId, players: Number(m[3]), length };
}
