import type { Reason } from '../decision';
import type { HandState, LegalActions } from '../hand';
import { PROFILE_IDS, PROFILES, type HouseRules } from '../profiles';
import { decideRuling, performVerdict } from './kinds';
import type { Incident } from './incidents';
import { IncidentError, type AlternativeRuling, type Ruling } from './ruling';
import type { Verdict } from './verdict';
import type { PendingOrder } from './steps';
import { killHand, takeOffStub, type ApplyOptions } from './transforms';
import { owed } from '../hand/dealing';
import { rulesRead, sameOn, type RulesField } from '../profiles/reads';
import { withHouseRules } from '../hand/util';
import { stepReason } from './format';

function nextToAct(state: HandState): number | null {
  return state.phase === 'betting' ? state.round.actor : null;
}

/** Who acts after a verdict's procedure: nobody when the incident cannot happen under the profile (there is no procedure). */
function nextAfter(v: Verdict, after: HandState): number | null {
  return v.branch === 'not-dealt-in' ? null : nextToAct(after);
}

/**
 * Who acts after the verdict (nextAfter, worked out once), and the same in words: the seat; the rule, when the seat rests
 * on a card still to be turned; nobody at the showdown (the hands are shown); otherwise nobody, the dealer deals next.
 */
function whoActsNext(v: Verdict, after: HandState): { nextToAct: number | null; next: Reason } {
  // A seat that rests on a card still to be turned is not named: the rule is (the step says it).
  const later = v.steps.find((s) => s.kind === 'first-by-board');
  if (later) return { nextToAct: null, next: stepReason(later) };
  const nextToAct = nextAfter(v, after);
  if (nextToAct !== null) return { nextToAct, next: { key: 'ruling.print.seat', params: { seat: nextToAct + 1 } } };
  return { nextToAct, next: { key: after.phase === 'showdown' ? 'ruling.print.nobodyShowdown' : 'ruling.print.nobody' } };
}

export function summaryKey(v: Verdict): string {
  return v.key ?? `ruling.summary.${v.branch}`;
}

function fingerprint(v: Verdict): string {
  return JSON.stringify([v.branch, v.steps, v.pending]);
}

/** Plain data equal as JSON would find it (same keys in the same order, undefined keys left out), without writing JSON. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let k = 0; k < a.length; k++) if (!sameData(a[k], bb[k])) return false;
    return true;
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (let k = 0; k < ka.length; k++) {
    if (ka[k] !== kb[k] || !sameData((a as Record<string, unknown>)[ka[k]!], (b as Record<string, unknown>)[kb[k]!])) return false;
  }
  return true;
}

/**
 * The two verdicts rule the same way: fingerprint(a) === fingerprint(b), compared part by part (another branch needs
 * no more); `plain`: as JSON, the straightforward way (ApplyOptions.plain).
 */
export function sameVerdict(a: Verdict, b: Verdict, plain = false): boolean {
  if (plain) return fingerprint(a) === fingerprint(b);
  return a.branch === b.branch && sameData(a.steps, b.steps) && sameData(a.pending, b.pending);
}

export interface RuleOnOptions extends ApplyOptions {
  /** The profiles whose rulings are set beside this one when they differ (alternatives), in order: by default the shipped ones. */
  readonly others?: readonly HouseRules[];
}

const SHIPPED: readonly HouseRules[] = PROFILE_IDS.map((id) => PROFILES[id]);

/**
 * The ruling on an incident: the procedure the profile calls for (default: the hand's own house
 * rules), the dealer's steps, the hand after them, who acts next, the rules it rests on, the
 * profile fields that decided it and what every other profile (the shipped ones, or options.others)
 * rules when it differs. Throws IncidentError (with the field at fault) when the incident does not fit the hand.
 */
export function ruleOn(
  state: HandState,
  incident: Incident,
  profile: HouseRules = state.config.rules,
  options: RuleOnOptions = {},
): Ruling {
  const s = withHouseRules(state, profile);
  // The house-rules fields the decision read: another profile agreeing on all of them decides the same
  // (the engine reads house rules only from the hand's config), so it has no different ruling to show.
  const plain = options.plain === true;
  let v: Verdict;
  let read: ReadonlySet<RulesField> | null = null;
  if (!plain) {
    const tracked = rulesRead(s, (t) => decideRuling(t, incident));
    v = tracked.value;
    read = tracked.fields;
  } else v = decideRuling(s, incident, { plain });
  const after = performVerdict(s, incident, v, options);
  const alternatives: AlternativeRuling[] = [];
  for (const other of options.others ?? SHIPPED) {
    if (other.id === profile.id) continue;
    if (read !== null && sameOn(profile, other, read)) continue;
    const os = withHouseRules(state, other);
    let ov: Verdict;
    try {
      ov = decideRuling(os, incident, { plain });
    } catch (e) {
      if (e instanceof IncidentError) continue;
      throw e;
    }
    if (sameVerdict(ov, v, plain)) continue;
    const oAfter = performVerdict(os, incident, ov, { plain });
    alternatives.push({
      profile: other.id,
      branch: ov.branch,
      steps: ov.steps,
      pending: ov.pending,
      rules: ov.rules,
      reason: { key: summaryKey(ov), params: ov.params },
      decidedBy: ov.decidedBy,
      ...whoActsNext(ov, oAfter),
    });
  }
  return {
    answer: v.branch,
    rules: v.rules,
    reason: { key: summaryKey(v), params: v.params },
    incident,
    profile,
    steps: v.steps,
    pending: v.pending,
    decidedBy: v.decidedBy,
    after,
    ...whoActsNext(v, after),
    atLog: state.log.length,
    alternatives,
  };
}

/**
 * The hand after the ruling's steps, so a drill or a replay can go on from it. Give the same
 * hand the ruling was made on; rng shuffles what the ruling reshuffles (without it a reshuffled
 * stub is unknown). Orders for later (ruling.pending) are carried out by applyPending.
 */
export function applyRuling(state: HandState, ruling: Ruling, options: ApplyOptions = {}): HandState {
  if (state.log.length !== ruling.atLog) {
    throw new Error(`applyRuling: the ruling was made on the hand at log entry ${ruling.atLog}, this hand is at ${state.log.length}`);
  }
  const s = withHouseRules(state, ruling.profile);
  const v = decideRuling(s, ruling.incident, options);
  if (v.branch !== ruling.answer) throw new Error(`applyRuling: this hand calls for "${v.branch}", the ruling says "${ruling.answer}"`);
  const after = performVerdict(s, ruling.incident, v, options);
  // Back under the hand's own house rules (unless the hand was redealt, which keeps its config).
  return after.config === s.config ? { ...after, config: state.config } : after;
}

/**
 * Carry out the orders a ruling left for later, when their moment has come: RR 14's extra cards
 * once the betting round ends (before the next burn), RR 6's dead hand when the action reaches
 * the absent player. Returns the hand and the orders still waiting.
 */
export function applyPending(state: HandState, pending: readonly PendingOrder[]): { state: HandState; pending: PendingOrder[] } {
  let s = state;
  const left: PendingOrder[] = [];
  for (const order of pending) {
    if (order.when === 'round-ends') {
      if (s.phase === 'complete' || s.phase === 'showdown' || s.street > order.street + 1) continue;
      const due = s.phase === 'dealing' && s.street === order.street + 1 && (s.burnedFor[s.street - 4] ?? 0) === 0;
      if (!due) {
        left.push(order);
        continue;
      }
      let players = 0;
      for (let p = 0; p < s.players.length; p++) if (owed(s, p) > 0) players++;
      s = takeOffStub(s, players);
    } else {
      if (s.phase === 'complete' || s.players[order.player]!.folded) continue;
      if (s.phase === 'betting' && s.round.actor === order.player) s = killHand(s, order.player);
      else left.push(order);
    }
  }
  return { state: s, pending: left };
}

/** Legal actions with a ruling's betting restriction (RR 14: no bet or raise on 6th street) applied. */
export function restrictedActions(state: HandState, legal: LegalActions, ruling: Pick<Ruling, 'steps'>): LegalActions {
  for (const step of ruling.steps) {
    if (step.kind === 'no-bet-or-raise' && step.player === legal.player && step.street === state.street) {
      return { ...legal, betOrRaiseTo: [], completeTo: null };
    }
  }
  return legal;
}
