import type { RuleId } from '../rulebook/rules';
import type { StreetNumber } from '../variants';
import type { PhhReplayEvent, PhhReplayReport, PhhStreetReport } from './report';

/** One line of the account with its place in `report.events` (for stepping through the hand). */
export interface PhhAccountLine {
  readonly index: number;
  readonly event: PhhReplayEvent;
}

/** A street of the account: its lines in order, and its summary (first to act, pot) once its betting is over. */
export interface PhhAccountStreet {
  readonly street: StreetNumber;
  /** null when the history stops before this street's betting ends. */
  readonly summary: PhhStreetReport | null;
  readonly lines: readonly PhhAccountLine[];
}

/**
 * The replay's lines grouped by street, as the command line and the floor's replay screen show them:
 * a new group starts whenever the street changes from one line to the next.
 */
export function phhAccountStreets(report: PhhReplayReport): PhhAccountStreet[] {
  const groups: { street: StreetNumber; summary: PhhStreetReport | null; lines: PhhAccountLine[] }[] = [];
  report.events.forEach((event, index) => {
    let group = groups[groups.length - 1];
    if (!group || group.street !== event.street) {
      group = { street: event.street, summary: report.streets.find((s) => s.street === event.street) ?? null, lines: [] };
      groups.push(group);
    }
    group.lines.push({ index, event });
  });
  return groups;
}

/** Every rule the account cites (its lines, its deviations and its errors), each once, sorted. */
export function phhRulesCited(report: PhhReplayReport): RuleId[] {
  const cited = new Set<RuleId>();
  for (const event of report.events) event.rules.forEach((id) => cited.add(id));
  for (const problem of [...report.deviations, ...report.errors]) problem.rules.forEach((id) => cited.add(id));
  return [...cited].sort();
}
