import type { Reason } from '../decision';
import { formatMessage, formatReason, ruleText } from '../i18n/format';
import type { Locale } from '../i18n/locale';
import { bookName, ownStakesNote } from '../rulebook/books';
import { ruleEntry, type RuleId } from '../rulebook/rules';
import { VARIANTS, type VariantId } from '../variants';
import type { IncidentKind } from './incidents';
import type { Ruling } from './ruling';
import type { PendingOrder, RulingStep } from './steps';

/** The incidents named after the bring-in card: the low card in stud and stud8, the high card in razz. */
const BRING_IN_INCIDENTS: ReadonlySet<IncidentKind> = new Set<IncidentKind>(['wrong-bring-in', 'bring-in-absent', 'bring-in-all-in']);

/**
 * An incident kind's name ("Low card absent") in a game: razz brings in with the highest door card (RR Razz; STUD-RULES
 * §3), so its bring-in incidents are named after the high card (the `.high` wording).
 */
export function incidentName(kind: IncidentKind, variant: VariantId): Reason {
  return {
    key: BRING_IN_INCIDENTS.has(kind) && VARIANTS[variant].bringIn.pick === 'highest' ? `incident.${kind}.high` : `incident.${kind}`,
  };
}

/** A step as a Reason (message key + params): seats are player + 1. */
export function stepReason(step: RulingStep): Reason {
  const params: Record<string, string | number | { card: number }> = {};
  for (const [k, v] of Object.entries(step)) {
    if (k === 'kind') continue;
    if (k === 'player') params.seat = (v as number) + 1;
    else if (k === 'card') {
      if (v !== null) params.card = { card: v as number };
    } else params[k] = v as string | number;
  }
  if (step.kind === 'reshuffle-stub') return { key: `ruling.step.reshuffle-stub.${step.adding}`, params };
  if (step.kind === 'action-to') return { key: `ruling.step.action-to.${step.options}`, params };
  if (step.kind === 'scramble') return { key: `ruling.step.scramble.${step.gathers}`, params: { count: step.count } };
  if (step.kind === 'first-by-board') return { key: `ruling.step.first-by-board.${step.board}${step.common ? '.common' : ''}` };
  // A card the dealer cannot name (an unknown stub): the wording without it, never a "?".
  if ((step.kind === 'expose' || step.kind === 'discard-boxed') && step.card === null)
    return { key: `ruling.step.${step.kind}.unknown`, params };
  return { key: `ruling.step.${step.kind}`, params };
}

export function pendingReason(order: PendingOrder): Reason {
  return order.when === 'round-ends'
    ? { key: 'ruling.pending.round-ends' }
    : { key: 'ruling.pending.action-reaches', params: { seat: order.player + 1 } };
}

/** "rr.stud.15 (Robert's Rules of Poker, Seven-Card Stud, rule 15): text": the source by the name readers know it. */
export function ruleLine(id: RuleId, locale: Locale): string {
  const e = ruleEntry(id);
  const note = ownStakesNote(id, locale);
  return `${id} (${bookName(e.source.book, locale)}, ${e.source.ref[locale]}): ${ruleText(id, locale)}${note ? ` ${note}` : ''}`;
}

/** The ruling as readable lines: summary, steps, later orders, who acts next, rules, profile fields, other profiles. */
export function rulingLines(ruling: Ruling, locale: Locale): string[] {
  const lines: string[] = [];
  lines.push(
    `${formatMessage('ruling.print.incident', locale)}: ${formatReason(incidentName(ruling.incident.kind, ruling.after.variant), locale)}`,
  );
  lines.push(`${formatMessage('ruling.print.profile', locale)}: ${ruling.profile.name[locale]} (${ruling.profile.id})`);
  lines.push(`${formatMessage('ruling.print.ruling', locale)}: ${formatReason(ruling.reason, locale)}`);
  lines.push(`${formatMessage('ruling.print.steps', locale)}:`);
  ruling.steps.forEach((s, i) => lines.push(`  ${i + 1}. ${formatReason(stepReason(s), locale)}`));
  if (ruling.pending.length > 0) {
    lines.push(`${formatMessage('ruling.print.later', locale)}:`);
    for (const p of ruling.pending) lines.push(`  - ${formatReason(pendingReason(p), locale)}`);
  }
  lines.push(`${formatMessage('ruling.print.next', locale)}: ${formatReason(ruling.next, locale)}`);
  lines.push(`${formatMessage('ruling.print.rules', locale)}:`);
  for (const id of ruling.rules) lines.push(`  - ${ruleLine(id, locale)}`);
  if (ruling.decidedBy.length === 0) lines.push(formatMessage('ruling.print.sameRule', locale));
  for (const d of ruling.decidedBy) lines.push(formatMessage('ruling.print.decidedBy', locale, { field: d.field, value: d.value }));
  lines.push(`${formatMessage('ruling.print.others', locale)}:`);
  if (ruling.alternatives.length === 0) lines.push(`  ${formatMessage('ruling.print.othersSame', locale)}`);
  for (const a of ruling.alternatives) {
    lines.push(`  - ${a.profile}: ${formatReason(a.reason, locale)}`);
    a.steps.forEach((s, i) => lines.push(`      ${i + 1}. ${formatReason(stepReason(s), locale)}`));
    lines.push(`      ${formatMessage('ruling.print.rules', locale)}: ${a.rules.join(', ')}`);
  }
  return lines;
}
