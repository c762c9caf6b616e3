import {
  describeReplayError,
  formatChips,
  formatReason,
  phhAccountStreets,
  phhRulesCited,
  ruleLine,
  type Locale,
  type PhhReplayReport,
  type ReasonParam,
  type RuleId,
} from '../../core';

/**
 * The readable account of a replayed hand, in `locale`: each street with what happened, every dealer
 * decision with the rules it rests on, each deviation where it happens, the result, the deviations and the errors, and
 * the text of every rule cited.
 */
export function formatAccount(file: string, profileId: string, report: PhhReplayReport, locale: Locale): string[] {
  const say = (key: string, params?: Record<string, ReasonParam>): string => formatReason(params ? { key, params } : { key }, locale);
  /** "seat 5": the report's 1-based player numbers are the seats (seat N is the file's pN), worded as core words them. */
  const seat = (n: number): string => say('ruling.print.seat', { seat: n });
  const cite = (rules: readonly RuleId[]): string => (rules.length > 0 ? `  [${rules.join(', ')}]` : '');
  const lines: string[] = [];

  lines.push(
    say('phh.account.title', {
      file,
      variant: { reasons: [{ key: `phh.account.variant.${report.variant}` }] },
      code: report.variant,
      profile: profileId,
    }),
  );
  lines.push(say('phh.account.legend'));
  for (const { street, summary, lines: entries } of phhAccountStreets(report)) {
    if (summary)
      lines.push(
        say('phh.account.streetFirst', {
          street,
          first: summary.firstToAct === null ? say('phh.account.noOne') : seat(summary.firstToAct),
        }),
      );
    else lines.push(say('phh.account.street', { street }));
    for (const { event } of entries) {
      const where = event.action === null ? '      ' : `[${String(event.action).padStart(3)}]`;
      const marker =
        event.kind === 'decision'
          ? say('phh.account.dealer')
          : event.kind === 'error'
            ? say('phh.account.error')
            : event.kind === 'deviation'
              ? say('phh.account.deviation')
              : '';
      const detail = event.detail ? `: ${formatReason(event.detail, locale)}` : '';
      lines.push(`  ${where} ${marker}${formatReason(event.reason, locale)}${detail}${cite(event.rules)}`);
    }
  }

  if (report.streets.length > 0)
    lines.push(
      say('phh.account.pots', {
        pots: report.streets.map((s) => say('phh.account.pot', { street: s.street, amount: s.potAfter })).join('; '),
      }),
    );
  if (report.showdownOrder.length > 0) lines.push(say('phh.account.showdownOrder', { seats: report.showdownOrder.map(seat).join(', ') }));
  if (report.bringIn) lines.push(say('phh.account.bringIn', { seat: report.bringIn.player, amount: report.bringIn.amount }));
  lines.push(
    report.finishingStacks
      ? say('phh.account.finishing', { stacks: report.finishingStacks.map((n) => formatChips(n, locale)).join('; ') })
      : say('phh.account.unfinished'),
  );
  if (report.deviations.length === 0 && report.errors.length === 0) lines.push(say('phh.account.clean'));
  else {
    lines.push(
      report.deviations.length === 0 ? say('phh.account.noDeviations') : say('phh.account.deviations', { count: report.deviations.length }),
    );
    for (const deviation of report.deviations) lines.push(`  - ${describeReplayError(deviation, locale)}`);
    lines.push(report.errors.length === 0 ? say('phh.account.noErrors') : say('phh.account.errors', { count: report.errors.length }));
    for (const error of report.errors) lines.push(`  - ${describeReplayError(error, locale)}`);
  }
  const cited = phhRulesCited(report);
  if (cited.length > 0) {
    lines.push(say('phh.account.rulesCited'));
    for (const id of cited) lines.push(`  ${ruleLine(id, locale)}`);
  }
  return lines;
}
