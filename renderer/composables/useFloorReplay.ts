import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch } from 'vue';
import type { ReplayKeeper } from './keptReplay';
import type { GoneProfile } from '../stores/houseRules';
import { isProfileId, parsePhh, PhhError, phhAccountStreets, PROFILES, replayPhh, type HouseRules, type PhhHand, type PhhReplayReport, type ProfileId } from '../../core';

/** What became of a hand history: replayed (with or without broken rules), unreadable (where and why), or a failure. */
export type FloorReplayOutcome =
  | { readonly kind: 'replayed'; readonly hand: PhhHand; readonly report: PhhReplayReport }
  | { readonly kind: 'unreadable'; readonly error: PhhError }
  | { readonly kind: 'failed'; readonly detail: string };

/** Like the command line: the WSOP hands follow TDA rules. */
export const DEFAULT_REPLAY_PROFILE: ProfileId = 'tda';

/** Parses and replays a PHH text under a house-rules profile (a shipped one by id, or the rules themselves); never throws. */
export function replayText(text: string, profile: ProfileId | HouseRules): FloorReplayOutcome {
  try {
    const hand = parsePhh(text);
    return { kind: 'replayed', hand, report: replayPhh(hand, { rules: typeof profile === 'string' ? PROFILES[profile] : profile }) };
  } catch (error) {
    if (error instanceof PhhError) return { kind: 'unreadable', error };
    return { kind: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
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
  const rules = computed<HouseRules>(() => (isProfileId(profile.value) ? PROFILES[profile.value] : (find(profile.value) ?? PROFILES[DEFAULT_REPLAY_PROFILE])));
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

  const report = computed(() => (outcome.value?.kind === 'replayed' ? outcome.value.report : null));
  const streets = computed(() => (report.value ? phhAccountStreets(report.value) : []));
  const selectedEvent = computed(() => report.value?.events[selected.value] ?? null);

  function replay(): void {
    readProblem.value = null;
    empty.value = text.value.trim() === '';
    if (empty.value) {
      outcome.value = null;
      return;
    }
    const next = replayText(text.value, rules.value);
    replayedText.value = text.value;
    outcome.value = next;
    selected.value = firstLine(next);
  }

  async function openFile(file: File): Promise<void> {
    try {
      text.value = await file.text();
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
        replay();
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
      }),
      (now) => keep.write(now),
      { flush: 'sync' },
    );
    if (disposed) stop();
    else stops.push(stop);
  }

  return { text, fileName, profile, rules, gone, outcome, readProblem, empty, stale, report, streets, selected, selectedEvent, replay, openFile, select, restore };
}

export type FloorReplay = ReturnType<typeof useFloorReplay>;
