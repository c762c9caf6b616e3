import type { Reason } from '../../decision';
import type { HandState } from '../../hand/types';
import { PROFILES, PROFILE_IDS } from '../../profiles/profiles';
import type { HouseRules } from '../../profiles/types';
import { decideRuling, performVerdict } from '../../rulings/kinds';
import type { Verdict } from '../../rulings/verdict';
import type { Incident } from '../../rulings/incidents';
import { sameVerdict, summaryKey } from '../../rulings/rule-on';
import { IncidentError } from '../../rulings/ruling';
import { withRules } from '../kind';
import { rulesRead, rulesReadOrRefusal, sameOn, type RulesField } from '../../profiles/reads';

/** One profile's ruling as decided (not carried out): the summary, or null when the incident does not fit under it. */
export interface RulingRun {
  readonly rules: HouseRules;
  /** The house-rules fields that decision read: other rules agreeing on all of them decide the same. */
  readonly fields: ReadonlySet<RulesField>;
  readonly summary: Reason | null;
}

/** What a misprocedure question needs from a ruling. */
export interface RulingSummary {
  /** The ruling's summary: ruleOn(state, incident).reason. */
  readonly reason: Reason;
  /** Other shipped profiles' summaries where they rule differently: ruleOn(...).alternatives' reasons, in order. */
  readonly alternatives: readonly Reason[];
  /** The house-rules fields the ruling read (a profile agreeing on all of them rules the same). */
  readonly fields: ReadonlySet<RulesField>;
  /** Every decision made on the way (the hand's own first), for knownSummary. */
  readonly runs: readonly RulingRun[];
}

const summaryOf = (v: Verdict): Reason => ({ key: summaryKey(v), params: v.params });
const isIncidentError = (e: unknown): boolean => e instanceof IncidentError;

/**
 * The summary of ruleOn(state, incident), worked out step for step as ruleOn does (the hand's own
 * ruling decided and carried out, every other shipped profile decided and, when it rules differently,
 * carried out too, with ruleOn's own sameVerdict and performVerdict), so it accepts and refuses the
 * same hands and throws what ruleOn throws. Like ruleOn, a profile that agrees on every house rule
 * the ruling read rules the same, so it is neither decided nor compared. What it adds: the runs, so
 * neighbouring profiles can reuse a decision (knownSummary).
 * Grading still asks ruleOn itself.
 */
export function summariseRuling(state: HandState, incident: Incident): RulingSummary {
  const profile = state.config.rules;
  const { value: v, fields } = rulesRead(state, (s) => decideRuling(s, incident));
  performVerdict(state, incident, v, {});
  const reason = summaryOf(v);
  const runs: RulingRun[] = [{ rules: profile, fields, summary: reason }];
  const alternatives: Reason[] = [];
  for (const id of PROFILE_IDS) {
    const other = PROFILES[id];
    if (other.id === profile.id || sameOn(profile, other, fields)) continue;
    const os = withRules(state, other);
    const run = rulesReadOrRefusal(os, (s) => decideRuling(s, incident), isIncidentError);
    runs.push({ rules: other, fields: run.fields, summary: run.value ? summaryOf(run.value) : null });
    const ov = run.value;
    if (!ov || sameVerdict(ov, v)) continue;
    performVerdict(os, incident, ov, {});
    alternatives.push(summaryOf(ov));
  }
  return { reason, alternatives, fields, runs };
}

/**
 * The summary `rules` would decide, when one of the runs already tells (they agree on every field it
 * read; null: the incident does not fit under them), or undefined when none does.
 */
export function knownSummary(runs: readonly RulingRun[], rules: HouseRules): Reason | null | undefined {
  for (const run of runs) if (sameOn(run.rules, rules, run.fields)) return run.summary;
  return undefined;
}
