import {
  describeReplayError,
  formatReason,
  isLocale,
  isProfileId,
  LOCALES,
  PhhError,
  PROFILES,
  type Locale,
  type PhhReplayError,
  type PhhReplayReport,
  type ProfileId,
} from '../../core';
import { parseArgs } from '../args';
import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from '../command';
import { oneLine } from '../printable';
import { formatAccount } from './replay-account';
import { bulkLine, bulkTotal, failedHand, moneyLines, outcomeCode, replayInput, roomHeadLines, type ReplayOutcome } from './replay-hands';
import { readReplayInputs, unreadableText } from './replay-inputs';

/** For PHH files; the online rooms' hands default to the online profile (replay-hands.ts). */
const DEFAULT_PROFILE = 'tda';

/**
 * The JSON object of a replayed hand (players 1-based, as in PHH; messages in `locale`): each deviation with its
 * action, message, rules and kind ('rules', or 'money' for the chips against the file's record or the room's summary),
 * each error with its action and message.
 */
function replayObject(file: string, report: PhhReplayReport, locale: Locale): Record<string, unknown> {
  const message = (problem: PhhReplayError): string => (locale === 'en' ? problem.message : describeReplayError(problem, locale));
  return {
    file,
    variant: report.variant,
    bringIn: report.bringIn,
    streets: report.streets.map(({ street, firstToAct, potAfter }) => ({ street, firstToAct, potAfter })),
    showdownOrder: report.showdownOrder,
    finishingStacks: report.finishingStacks,
    deviations: report.deviations.map((deviation) => ({
      action: deviation.action,
      message: message(deviation),
      rules: deviation.rules,
      kind: deviation.kind,
    })),
    errors: report.errors.map((error) => ({ action: error.action, message: message(error) })),
  };
}

/** The JSON line printed for a replayed file (as replayObject says). */
export function replayJson(file: string, report: PhhReplayReport, locale: Locale = 'en'): string {
  return JSON.stringify(replayObject(file, report, locale));
}

/**
 * The JSON line of a hand: a PHH file's as replayJson writes it; a room's hand says which (room, hand, line, id) and
 * what was read between the lines (notes), its money's differences among the deviations; a hand that cannot be read,
 * its error (`internal` when the engine itself failed).
 */
function outcomeJson(outcome: ReplayOutcome, locale: Locale): string {
  const hand = outcome.kind === 'replayed' ? outcome.input.entry : outcome;
  const place =
    hand.room !== null && hand.index !== null
      ? { room: hand.room, hand: hand.index, line: outcome.kind === 'replayed' ? outcome.input.entry.line : outcome.start, id: hand.id }
      : {};
  if (outcome.kind === 'unreadable') {
    const error = outcome.error;
    const at =
      error instanceof PhhError ? { line: error.line, action: error.action } : { line: 'line' in error ? error.line : null, action: null };
    const internal = 'internal' in error ? { internal: true } : {};
    return JSON.stringify({ file: outcome.file, ...place, error: { ...at, message: unreadableText(outcome, locale), ...internal } });
  }
  const { file, ...rest } = replayObject(outcome.input.file, outcome.report, locale);
  const notes = hand.room !== null ? { notes: outcome.input.entry.notes.map((n) => formatReason(n, locale)) } : {};
  return JSON.stringify({ file, ...place, ...rest, ...notes });
}

/** The readable account of the one hand replayed, or its error on standard error. */
function printAccount(outcome: ReplayOutcome, locale: Locale, io: CliIo): void {
  if (outcome.kind === 'unreadable') {
    io.err(`${oneLine(outcome.file)}: ${unreadableText(outcome, locale)}`);
    return;
  }
  const account = formatAccount(outcome.input.file, outcome.profile, outcome.report, locale);
  // The room's hand under the title and its legend; the money's match before the rules cited (or at the end).
  const cited = account.indexOf(formatReason({ key: 'phh.account.rulesCited' }, locale));
  const end = cited < 0 ? account.length : cited;
  io.out(
    [
      ...account.slice(0, 2),
      ...roomHeadLines(outcome, locale),
      ...account.slice(2, end),
      ...moneyLines(outcome.money, locale),
      ...account.slice(end),
    ].join('\n'),
  );
}

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay PHH hand histories through the engine and report every ruling',
  usage: `replay [--profile ID] [--lang ${LOCALES.join('|')}] [--json] FILE...`,
  run(args: readonly string[], io: CliIo): ExitCode {
    const parsed = parseArgs(args, { profile: 'value', lang: 'value', json: 'switch', help: 'switch' });
    if (parsed.switches.has('help')) {
      io.out(`usage: npm run --silent cli -- ${replayCommand.usage}`);
      io.out(`  ${replayCommand.summary}`);
      io.out(`  --profile ID  house rules: ${Object.keys(PROFILES).join(', ')} (default ${DEFAULT_PROFILE})`);
      io.out("                an online room's hands are replayed under the online profile unless --profile names one");
      io.out(`  --lang L      language of the account and the error messages: ${LOCALES.join(', ')} (default en)`);
      io.out('  --json        one JSON object per hand per line, with its deviations (kind rules or money) and errors');
      io.out("  FILE          a PHH file, an online room's hand history (PokerStars, Full Tilt Poker, Bovada/Ignition, Winamax: the");
      io.out('                format is told from its first line), or a folder of them; several hands: one line each and a total');
      io.out(
        "  exit 0: every hand follows the rules; 1: a hand departs from them or its money from the room's (a deviation: the replay goes on to the end), or cannot go on (an error); 2: a file or a hand cannot be read, or bad usage",
      );
      return EXIT.ok;
    }
    const profile = parsed.values.get('profile');
    if (profile !== undefined && !isProfileId(profile))
      throw new UsageError(`unknown profile "${profile}" (known: ${Object.keys(PROFILES).join(', ')})`);
    const lang = parsed.values.get('lang') ?? 'en';
    if (!isLocale(lang)) throw new UsageError(`unknown language "${lang}" (known: ${LOCALES.join(', ')})`);
    if (parsed.positionals.length === 0) throw new UsageError('no FILE given');
    // PHH files and the online rooms' files, one hand or many each; folders are read through.
    const inputs = readReplayInputs(parsed.positionals, io);
    if (inputs.length === 0) throw new UsageError(`no hand-history file (.phh, .txt) under ${parsed.positionals.join(', ')}`);
    const locale = lang as Locale;
    const json = parsed.switches.has('json');
    // One hand: its account; many: one line each and a closing total; --json: one object per hand.
    const print = (o: ReplayOutcome): void => {
      if (json) {
        if (o.kind === 'unreadable') io.err(`${oneLine(o.file)}: ${unreadableText(o, locale)}`);
        io.out(outcomeJson(o, locale));
      } else if (inputs.length === 1) printAccount(o, locale, io);
      else io.out(bulkLine(o, locale));
    };
    const outcomes = inputs.map((input) => {
      try {
        const outcome = replayInput(input, profile as ProfileId | undefined);
        print(outcome);
        return outcome;
      } catch (error) {
        // A failure of the command itself: this hand gets its line, and the next hands are still replayed.
        const failed = failedHand(input, error);
        io.err(`${oneLine(failed.file)}: ${unreadableText(failed, locale)}`);
        if (json) io.out(outcomeJson(failed, locale));
        return failed;
      }
    });
    if (!json && inputs.length > 1) io.out(bulkTotal(outcomes, locale));
    return outcomes.reduce<ExitCode>((code, o) => Math.max(code, outcomeCode(o)) as ExitCode, EXIT.ok);
  },
};
