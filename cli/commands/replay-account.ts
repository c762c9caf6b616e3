import { formatChips, formatReason, phhAccountStreets, phhRulesCited, ruleEntry, ruleText, type PhhReplayReport, type RuleId } from '../../core';

const STREET_NAMES: Record<number, string> = { 3: '3rd street', 4: '4th street', 5: '5th street', 6: '6th street', 7: '7th street' };
const VARIANT_NAMES: Record<string, string> = { F7S: 'Seven Card Stud', FR: 'Razz', 'F7S/8': 'Seven Card Stud Hi-Lo eight or better' };

/** "seat 5": the report's 1-based player numbers are the seats (seat N is the file's pN), worded as core words them. */
const seat = (n: number): string => formatReason({ key: 'ruling.print.seat', params: { seat: n } }, 'en');
const seats = (list: readonly number[]): string => list.map(seat).join(', ');
/** "1,250,000": chips grouped as core's reasons write them (lists of chips are split by "; ", not commas). */
const chips = (n: number): string => formatChips(n, 'en');

/**
 * The readable account of a replayed hand, in English: each street with what happened, every dealer
 * decision with the rules it rests on, the result, the errors, and the text of every rule cited.
 */
export function formatAccount(file: string, profileId: string, report: PhhReplayReport): string[] {
  const lines: string[] = [];
  const cite = (rules: readonly RuleId[]): string => (rules.length > 0 ? `  [${rules.join(', ')}]` : '');

  lines.push(`${file}: ${VARIANT_NAMES[report.variant] ?? report.variant} (${report.variant}), profile ${profileId}`);
  lines.push('(seats count from the dealer\'s left: seat N is the file\'s pN; [index] = entry of the file\'s actions; face-down cards in brackets)');
  for (const { street, summary, lines: entries } of phhAccountStreets(report)) {
    const first = summary ? `, first to act: ${summary.firstToAct === null ? 'no one' : seat(summary.firstToAct)}` : '';
    lines.push(`${STREET_NAMES[street] ?? `street ${street}`}${first}`);
    for (const { event } of entries) {
      const where = event.action === null ? '      ' : `[${String(event.action).padStart(3)}]`;
      const marker = event.kind === 'decision' ? 'dealer: ' : event.kind === 'error' ? 'ERROR: ' : '';
      const detail = event.detail ? `: ${formatReason(event.detail, 'en')}` : '';
      lines.push(`  ${where} ${marker}${formatReason(event.reason, 'en')}${detail}${cite(event.rules)}`);
    }
  }

  if (report.streets.length > 0) lines.push(`Pot after each street: ${report.streets.map((s) => `${STREET_NAMES[s.street]} ${chips(s.potAfter)}`).join('; ')}`);
  if (report.showdownOrder.length > 0) lines.push(`Showdown order: ${seats(report.showdownOrder)}`);
  if (report.bringIn) lines.push(`Bring-in: ${seat(report.bringIn.player)} put in ${chips(report.bringIn.amount)}`);
  lines.push(`Finishing stacks: ${report.finishingStacks ? report.finishingStacks.map(chips).join('; ') : 'the history stops before the end of the hand'}`);
  if (report.errors.length === 0) lines.push('Errors: none, the hand follows the rules');
  else {
    lines.push(`Errors: ${report.errors.length}`);
    for (const error of report.errors) lines.push(`  - ${error.message}`);
  }
  const cited = phhRulesCited(report);
  if (cited.length > 0) {
    lines.push('Rules cited:');
    for (const id of cited) {
      const { source } = ruleEntry(id);
      lines.push(`  ${id} (${source.book}, ${source.ref.en}): ${ruleText(id, 'en')}`);
    }
  }
  return lines;
}
