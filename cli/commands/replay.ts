import { describeReplayError, formatReason, LOCALES, parsePhh, PhhError, replayPhh, PROFILES, type Locale, type PhhReplayError, type PhhReplayReport } from '../../core';
import { parseArgs } from '../args';
import { EXIT, UsageError, type CliIo, type Command, type ExitCode } from '../command';
import { oneLine } from '../printable';
import { readFailure } from '../read-file';
import { formatAccount } from './replay-account';

const DEFAULT_PROFILE = 'tda';

/**
 * The JSON line printed for a replayed file (players 1-based, as in PHH; messages in `locale`): each deviation with
 * its action, message, rules and kind ('rules', or 'money' for the chips against the file's record), each error with
 * its action and message.
 */
export function replayJson(file: string, report: PhhReplayReport, locale: Locale = 'en'): string {
  const message = (problem: PhhReplayError): string => (locale === 'en' ? problem.message : describeReplayError(problem, locale));
  return JSON.stringify({
    file,
    variant: report.variant,
    bringIn: report.bringIn,
    streets: report.streets.map(({ street, firstToAct, potAfter }) => ({ street, firstToAct, potAfter })),
    showdownOrder: report.showdownOrder,
    finishingStacks: report.finishingStacks,
    deviations: report.deviations.map((deviation) => ({ action: deviation.action, message: message(deviation), rules: deviation.rules, kind: deviation.kind })),
    errors: report.errors.map((error) => ({ action: error.action, message: message(error) })),
  });
}

/** The exit code of a replayed hand: 0 when it follows the rules, 1 with a deviation or an error. */
export function replayExitCode(report: PhhReplayReport): ExitCode {
  return report.deviations.length > 0 || report.errors.length > 0 ? EXIT.ruleBroken : EXIT.ok;
}

/** Reads, parses and replays one file; prints its JSON line or its account (texts in `locale`); returns its exit code. */
function replayFile(file: string, profileId: string, json: boolean, locale: Locale, io: CliIo): ExitCode {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (error) {
    const message = formatReason(readFailure(error), locale);
    io.err(`${oneLine(file)}: ${message}`);
    if (json) io.out(JSON.stringify({ file, error: { line: null, action: null, message } }));
    return EXIT.unusable;
  }
  let report: PhhReplayReport;
  try {
    report = replayPhh(parsePhh(text), { rules: PROFILES[profileId as keyof typeof PROFILES] });
  } catch (error) {
    if (!(error instanceof PhhError)) throw error;
    const message = error.describe(locale);
    io.err(`${oneLine(file)}: ${message}`);
    if (json) io.out(JSON.stringify({ file, error: { line: error.line, action: error.action, message } }));
    return EXIT.unusable;
  }
  if (json) io.out(replayJson(file, report, locale));
  else io.out(formatAccount(file, profileId, report, locale).join('\n'));
  return replayExitCode(report);
}

export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay PHH hand histories through the engine and report every ruling',
  usage: 'replay [--profile ID] [--lang en|es|it] [--json] FILE...',
  run(args: readonly string[], io: CliIo): ExitCode {
    const parsed = parseArgs(args, { profile: 'value', lang: 'value', json: 'switch', help: 'switch' });
    if (parsed.switches.has('help')) {
      io.out(`usage: npm run --silent cli -- ${replayCommand.usage}`);
      io.out(`  ${replayCommand.summary}`);
      io.out(`  --profile ID  house rules: ${Object.keys(PROFILES).join(', ')} (default ${DEFAULT_PROFILE})`);
      io.out('  --lang L      language of the account and the error messages: en, es, it (default en)');
      io.out('  --json        one JSON object per file per line');
      io.out('  exit 0: every hand follows the rules; 1: a hand departs from them (a deviation: the replay goes on to the end) or cannot go on (an error); 2: a file cannot be read or parsed, or bad usage');
      return EXIT.ok;
    }
    const profileId = parsed.values.get('profile') ?? DEFAULT_PROFILE;
    if (!Object.prototype.hasOwnProperty.call(PROFILES, profileId)) {
      throw new UsageError(`unknown profile "${profileId}" (known: ${Object.keys(PROFILES).join(', ')})`);
    }
    const lang = parsed.values.get('lang') ?? 'en';
    if (!(LOCALES as readonly string[]).includes(lang)) throw new UsageError(`unknown language "${lang}" (known: ${LOCALES.join(', ')})`);
    if (parsed.positionals.length === 0) throw new UsageError('no FILE given');
    let code: ExitCode = EXIT.ok;
    for (const file of parsed.positionals) {
      let fileCode: ExitCode;
      try {
        fileCode = replayFile(file, profileId, parsed.switches.has('json'), lang as Locale, io);
      } catch (error) {
        // A failure of the engine itself: this file gets its line, and the next files are still replayed.
        const message = formatReason({ key: 'phh.account.internal', params: { detail: error instanceof Error ? error.message : String(error) } }, lang as Locale);
        io.err(`${oneLine(file)}: ${message}`);
        if (parsed.switches.has('json')) io.out(JSON.stringify({ file, error: { line: null, action: null, message, internal: true } }));
        fileCode = EXIT.unusable;
      }
      if (fileCode > code) code = fileCode;
    }
    return code;
  },
};
