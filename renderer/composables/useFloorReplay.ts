import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch } from 'vue';
import type { ReplayKeeper } from '../reload/keptReplay';
import type { GoneProfile } from '../stores/houseRules';
import {
  decodeHandHistory,
  isProfileId,
  PhhError,
  phhAccountStreets,
  PROFILES,
  readHandHistory,
  replayWithMoney,
  RoomError,
  type HandHistoryFile,
  type HistoryEntry,
  type HouseRules,
  type MoneyCheck,
  type PhhHand,
  type PhhReplayReport,
  type ProfileId,
} from '../../core';

/** A hand of a room's file, or the one hand of a PHH file: where it is in its file, and what the conversion assumed. */
export type FloorReplayEntry = Extract<HistoryEntry, { ok: true }>;

/** What became of a hand history: replayed (with or without broken rules), unreadable (where and why), or a failure. */
export type FloorReplayOutcome =
  | {
      readonly kind: 'replayed';
      readonly hand: PhhHand;
      readonly report: PhhReplayReport;
      readonly money: MoneyCheck | null;
      readonly entry: FloorReplayEntry;
    }
  | { readonly kind: 'unreadable'; readonly error: PhhError | RoomError }
  | { readonly kind: 'failed'; readonly detail: string };

/** Like the command line: the WSOP hands follow TDA rules; an online room's hands, the online profile. */
export const DEFAULT_REPLAY_PROFILE: ProfileId = 'tda';
export const ROOM_REPLAY_PROFILE: ProfileId = 'online';

/** Reads a hand-history text: PHH or an online room's (one hand or many); an unknown format is a RoomError. */
export function readHistoryText(text: string): HandHistoryFile | RoomError {
  try {
    return readHandHistory(text);
  } catch (error) {
    if (error instanceof RoomError) return error;
    throw error;
  }
}

/** Replays one hand of a file under a house-rules profile (a shipped one by id, or the rules themselves); never throws. */
export function replayEntry(entry: HistoryEntry, profile: ProfileId | HouseRules): FloorReplayOutcome {
  if (!entry.ok) return { kind: 'unreadable', error: entry.error };
  try {
    const { report, money } = replayWithMoney(entry.phh, typeof profile === 'string' ? PROFILES[profile] : profile);
    return { kind: 'replayed', hand: entry.phh, report, money, entry };
  } catch (error) {
    if (error instanceof PhhError) return { kind: 'unreadable', error };
    return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Parses and replays a hand-history text (its first hand) under a house-rules profile; never throws. */
export function replayText(text: string, profile: ProfileId | HouseRules): FloorReplayOutcome {
  try {
    const read = readHistoryText(text);
    if (read instanceof RoomError) return { kind: 'unreadable', error: read };
    return replayEntry(read.entries[0]!, profile);
  } catch (error) {
    return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

/** How a hand of a file replays: it follows the rules, it has deviations (of the rules or the money), it cannot go on (an error), or it cannot be read. */
export type FloorHandStatus = 'clean' | 'deviations' | 'stopped' | 'unreadable';

export function handStatus(outcome: FloorReplayOutcome): FloorHandStatus {
  if (outcome.kind !== 'replayed') return 'unreadable';
  if (outcome.report.errors.length > 0) return 'stopped';
  return outcome.report.deviations.length > 0 ? 'deviations' : 'clean';
}

/** The line of the account to show first: the error the replay stops at, else the first deviation (what the floor is called about), else the first line. */
function firstLine(outcome: FloorReplayOutcome): number {
  if (outcome.kind !== 'replayed') return 0;
  const { events } = outcome.report;
  const error = events.findIndex((e) => e.kind === 'error');
  if (error >= 0) return error;
  const deviation = events.findIndex((e) => e.kind === 'deviation');
  return deviation >= 0 ? deviation : 0;
}

/**
 * The floor's replay screen state: the pasted or opened text (never cleared by a failure), the profile (`find`
 * gives a profile of the user's by id),
 * the outcome of the last replay and the line of the account selected for the table.
 */
export function useFloorReplay(find: (id: string) => HouseRules | null = () => null, keep?: ReplayKeeper) {
  const text = ref('');
  /** The file the text comes from: named only while the text is the file's (pasted or edited text is no file's). */
  const fileName = ref<string | null>(null);
  /** The text as the file gave it. */
  let fileText: string | null = null;
  watch(text, (now) => {
    if (fileName.value !== null && now !== fileText) fileName.value = null;
  });
  /** A shipped profile's id, or a profile of the user's ("custom:..."). */
  const profile = ref<string>(DEFAULT_REPLAY_PROFILE);
  /** The rules of the chosen profile (the default ones if a profile of the user's is gone). */
  const rules = computed<HouseRules>(() =>
    isProfileId(profile.value) ? PROFILES[profile.value] : (find(profile.value) ?? PROFILES[DEFAULT_REPLAY_PROFILE]),
  );
  const outcome = shallowRef<FloorReplayOutcome | null>(null);
  /** Watchers made later (restore) end with the scope this was made in (the screen). */
  const stops: (() => void)[] = [];
  let disposed = false;
  if (getCurrentScope()) {
    onScopeDispose(() => {
      disposed = true;
      stops.splice(0).forEach((stop) => stop());
    });
  }
  /** A file that could not be read from disk. */
  const readProblem = ref<string | null>(null);
  const selected = ref(0);
  /** Replay was asked for with nothing to replay. */
  const empty = ref(false);
  /** The text the shown outcome was replayed from. */
  const replayedText = ref<string | null>(null);
  /** The text was edited after the last replay: what is shown no longer describes it. */
  const stale = computed(() => outcome.value !== null && replayedText.value !== text.value);
  /**
   * The profile of the user's the replay was under is gone (deleted here or in another window, before a reload or
   * while on screen): its name (null when unknown). `profile` is then the default, and the screen says so.
   */
  const gone = shallowRef<GoneProfile | null>(null);
  /** The chosen profile's name when it is one of the user's (kept, so that a notice can name it once it is gone). */
  const profileName = computed(() => (isProfileId(profile.value) ? null : (find(profile.value)?.name.en ?? null)));

  /** Falls back to the default profile, replaying the hand on screen again under it (its rules are the ones named). */
  function fallBack(name: string | null): void {
    const shown = outcome.value !== null && !stale.value;
    gone.value = { name };
    profile.value = DEFAULT_REPLAY_PROFILE;
    if (shown) {
      const line = selected.value;
      replay();
      select(line);
    }
  }

  // A profile of the user's deleted while it is chosen: never replay silently under other rules.
  watch(
    () => ({ id: profile.value, found: isProfileId(profile.value) ? null : find(profile.value) }),
    (now, before) => {
      if (now.id === before.id && before.found && !now.found) fallBack(before.found.name.en);
    },
  );
  // Another profile chosen: the notice has said what it had to.
  watch(profile, (value) => {
    if (value !== DEFAULT_REPLAY_PROFILE) gone.value = null;
  });

  /** The file read at the last replay: its format and every hand in it (null when the text is in no format read). */
  const history = shallowRef<HandHistoryFile | null>(null);
  /** The hand of the file on screen (0-based among its hands). */
  const handIndex = ref(0);
  /** Each hand of a file of several, as it replays under the rules chosen (for the list to pick from). */
  const hands = computed(() => {
    const file = history.value;
    if (!file || file.entries.length < 2) return [];
    return file.entries.map((entry) => ({ entry, status: handStatus(replayEntry(entry, rules.value)) }));
  });

  const report = computed(() => (outcome.value?.kind === 'replayed' ? outcome.value.report : null));
  const streets = computed(() => (report.value ? phhAccountStreets(report.value) : []));
  const selectedEvent = computed(() => report.value?.events[selected.value] ?? null);

  /** Replays the text; `autoProfile`: an online room's file moves the default PHH rules to the online profile. */
  function replay(autoProfile = true): void {
    readProblem.value = null;
    empty.value = text.value.trim() === '';
    if (empty.value) {
      outcome.value = null;
      history.value = null;
      return;
    }
    const sameText = replayedText.value === text.value;
    const before = history.value?.format ?? null;
    const read = readHistoryText(text.value);
    replayedText.value = text.value;
    if (read instanceof RoomError) {
      history.value = null;
      outcome.value = { kind: 'unreadable', error: read };
      selected.value = 0;
      return;
    }
    history.value = read;
    // An online room's file under the default PHH rules: its own profile, once (a profile picked for it stays).
    if (autoProfile && read.format !== 'phh' && (before === null || before === 'phh') && profile.value === DEFAULT_REPLAY_PROFILE)
      profile.value = ROOM_REPLAY_PROFILE;
    if (!sameText || handIndex.value >= read.entries.length)
      handIndex.value = Math.max(
        0,
        read.entries.findIndex((e) => e.ok),
      );
    showHand();
  }

  /** Replays the hand of the file picked, and selects its first line worth seeing. */
  function showHand(): void {
    const entry = history.value?.entries[handIndex.value];
    if (!entry) return;
    const next = replayEntry(entry, rules.value);
    outcome.value = next;
    selected.value = firstLine(next);
  }

  /** Another hand of the file (0-based): replayed at once. */
  function pickHand(index: number): void {
    const count = history.value?.entries.length ?? 0;
    if (count === 0) return;
    handIndex.value = Math.min(Math.max(index, 0), count - 1);
    showHand();
  }

  async function openFile(file: File): Promise<void> {
    try {
      // Full Tilt Poker wrote its files in UTF-16: read the bytes, not a UTF-8 text.
      text.value = decodeHandHistory(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      readProblem.value = error instanceof Error ? error.message : String(error);
      return;
    }
    fileText = text.value;
    fileName.value = file.name;
    replay();
  }

  function select(index: number): void {
    const count = report.value?.events.length ?? 0;
    if (count === 0) return;
    selected.value = Math.min(Math.max(index, 0), count - 1);
  }

  /**
   * The replay a reload left (`keep`): the text, file and profile back, the hand replayed again and its line selected;
   * from then on every change is kept. Call once the user's profiles are read (a kept profile may be one of them).
   */
  function restore(): void {
    if (!keep) return;
    const kept = keep.read();
    if (kept) {
      text.value = kept.text;
      fileText = kept.text;
      fileName.value = kept.fileName;
      // A profile of the user's deleted since: the default one, and a notice naming the one that is gone.
      const there = isProfileId(kept.profile) || find(kept.profile) !== null;
      profile.value = there ? kept.profile : DEFAULT_REPLAY_PROFILE;
      gone.value = there ? (kept.gone ?? null) : { name: kept.profileName ?? null };
      if (kept.replayed) {
        // The profile kept is the one the user had: no switch to the rooms' own.
        replay(false);
        if (kept.hand !== undefined && kept.hand !== handIndex.value) pickHand(kept.hand);
        select(kept.selected);
      }
    }
    // restore() runs after the profiles are read, outside the screen's setup: the watcher ends with the screen
    // (left running, it would write a screen no longer shown, and forget the name of a profile deleted meanwhile).
    const stop = watch(
      () => ({
        text: text.value,
        fileName: fileName.value,
        profile: profile.value,
        replayed: outcome.value !== null && !stale.value,
        selected: selected.value,
        profileName: profileName.value,
        gone: gone.value,
        hand: handIndex.value,
      }),
      (now) => keep.write(now),
      { flush: 'sync' },
    );
    if (disposed) stop();
    else stops.push(stop);
  }

  return {
    text,
    fileName,
    profile,
    rules,
    gone,
    outcome,
    history,
    handIndex,
    hands,
    readProblem,
    empty,
    stale,
    report,
    streets,
    selected,
    selectedEvent,
    replay,
    pickHand,
    openFile,
    select,
    restore,
  };
}

export type FloorReplay = ReturnType<typeof useFloorReplay>;
