import {
  describeReplayError,
  formatReason,
  PhhError,
  PROFILES,
  replayWithMoney,
  ROOM_NAMES,
  type Locale,
  type MoneyCheck,
  type PhhReplayReport,
  type ProfileId,
  type Reason,
} from '../../core';
import { EXIT, type ExitCode } from '../command';
import { oneLine } from '../printable';
import { roomHandLabel } from './convert';
import { engineFailure, unreadableText, type ReplayInput } from './replay-inputs';

/** The online rooms' hands follow the online profile; PHH files the TDA's (the WSOP hands are tournament hands). */
export function defaultProfile(input: ReplayInput): ProfileId {
  return input.kind === 'hand' && input.entry.room !== null ? 'online' : 'tda';
}

export type ReplayOutcome =
  | {
      readonly kind: 'replayed';
      readonly input: Extract<ReplayInput, { kind: 'hand' }>;
      readonly profile: ProfileId;
      readonly report: PhhReplayReport;
      readonly money: MoneyCheck | null;
    }
  | Extract<ReplayInput, { kind: 'unreadable' }>;

/** Replays one hand under `profile` (default: the one that fits where it comes from); a hand the engine cannot set up is unreadable. */
export function replayInput(input: ReplayInput, profile: ProfileId | undefined): ReplayOutcome {
  if (input.kind === 'unreadable') return input;
  const id = profile ?? defaultProfile(input);
  try {
    const { report, money } = replayWithMoney(input.entry.phh, PROFILES[id]);
    return { kind: 'replayed', input, profile: id, report, money };
  } catch (error) {
    return failedHand(input, error);
  }
}

/** A hand that cannot be replayed: the engine cannot set it up (PhhError), or a failure of the command itself. */
export function failedHand(input: ReplayInput, error: unknown): Extract<ReplayOutcome, { kind: 'unreadable' }> {
  if (input.kind === 'unreadable') return { ...input, error: engineFailure(error) };
  const e = input.entry;
  return {
    kind: 'unreadable',
    file: input.file,
    room: e.room,
    index: e.room ? e.index : null,
    id: e.id,
    start: e.line,
    error: error instanceof PhhError ? error : engineFailure(error),
  };
}

/** 0: replayed with no error and no deviation; 1: an error or a deviation; 2: unreadable. */
export function outcomeCode(outcome: ReplayOutcome): ExitCode {
  if (outcome.kind === 'unreadable') return EXIT.unusable;
  return outcome.report.errors.length > 0 || outcome.report.deviations.length > 0 ? EXIT.ruleBroken : EXIT.ok;
}

/** "file.txt:243  PokerStars #35874682808" or "file.phh": where a hand is. */
function where(outcome: ReplayOutcome, locale: Locale): string {
  const hand =
    outcome.kind === 'replayed'
      ? {
          file: outcome.input.file,
          room: outcome.input.entry.room,
          index: outcome.input.entry.index,
          id: outcome.input.entry.id,
          line: outcome.input.entry.line,
        }
      : { file: outcome.file, room: outcome.room, index: outcome.index, id: outcome.id, line: outcome.start };
  if (hand.room === null || hand.index === null) return oneLine(hand.file);
  return `${oneLine(hand.file)}:${hand.line ?? 1}  ${formatReason({ key: 'rooms.handShort', params: { room: ROOM_NAMES[hand.room], id: hand.id ?? '?' } }, locale)}`;
}

/** One line for a hand of a replay over many: where it is, its game, and clean, its deviations, or what stopped it. */
export function bulkLine(outcome: ReplayOutcome, locale: Locale): string {
  const say = (key: string, params: Reason['params'] = {}) => formatReason({ key, params }, locale);
  if (outcome.kind === 'unreadable')
    return `${where(outcome, locale)}  ${say('rooms.bulk.unreadable', { error: unreadableText(outcome, locale) })}`;
  const game = say(`phh.account.variant.${outcome.report.variant}`);
  const [error] = outcome.report.errors;
  const { deviations } = outcome.report;
  const status = error
    ? say('rooms.bulk.stopped', { error: describeReplayError(error, locale) }) + roomLineOf(outcome, error.action, locale)
    : deviations.length > 0
      ? say('rooms.bulk.deviations', { count: deviations.length, first: formatReason(deviations[0]!.reason, locale) }) +
        roomLineOf(outcome, deviations[0]!.action, locale)
      : say('rooms.bulk.clean');
  return `${where(outcome, locale)}  ${game}  ${status}`;
}

/** For a room's hand, " (line 1234 of the room's text)" after an error or a deviation on a PHH action: where to look in the file. */
export function roomLineOf(outcome: Extract<ReplayOutcome, { kind: 'replayed' }>, action: number | null, locale: Locale): string {
  const line = action === null ? undefined : outcome.input.entry.actionLines?.[action];
  return line === undefined ? '' : ` ${formatReason({ key: 'rooms.atLine', params: { line } }, locale)}`;
}

/** The closing line of a replay over many hands: how many, clean, with deviations, with errors. */
export function bulkTotal(outcomes: readonly ReplayOutcome[], locale: Locale): string {
  const replayed = outcomes.filter((o) => o.kind === 'replayed');
  const stopped = replayed.filter((o) => o.report.errors.length > 0).length;
  const deviating = replayed.filter((o) => o.report.errors.length === 0 && o.report.deviations.length > 0);
  const unreadable = outcomes.length - replayed.length;
  return formatReason(
    {
      key: 'rooms.bulk.total',
      params: {
        hands: outcomes.length,
        clean: replayed.length - stopped - deviating.length,
        deviating: deviating.length,
        deviations: deviating.reduce((t, o) => t + o.report.deviations.length, 0),
        failed: stopped + unreadable,
        stopped,
        unreadable,
      },
    },
    locale,
  );
}

/** For a hand converted from a room: which hand it is, its unit of account, and what was read between the lines. */
export function roomHeadLines(outcome: Extract<ReplayOutcome, { kind: 'replayed' }>, locale: Locale): string[] {
  const entry = outcome.input.entry;
  if (entry.room === null) return [];
  const lines = [roomHandLabel(entry, locale)];
  const { currency, currency_symbol: symbol, _chip_value: unit } = entry.phh.extra;
  if (unit === 0.01 && typeof currency === 'string' && typeof symbol === 'string')
    lines.push(formatReason({ key: 'rooms.account.cents', params: { currency, symbol } }, locale));
  if (entry.notes.length > 0)
    lines.push(formatReason({ key: 'rooms.account.notes' }, locale), ...entry.notes.map((n) => `  - ${formatReason(n, locale)}`));
  return lines;
}

/**
 * The money against the room's summary when it matches, or why it was not checked; each difference is one of the
 * report's deviations (kind 'money'), listed with the others.
 */
export function moneyLines(money: MoneyCheck | null, locale: Locale): string[] {
  if (!money?.summary) return [];
  return [formatReason({ key: 'rooms.account.money' }, locale), `  ${formatReason(money.summary, locale)}`];
}
