import { computed, ref, shallowRef, watch } from 'vue';
import type { ReplayKeeper } from './keptReplay';
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

/** The line of the account to show first: the first error (what the floor is called about), else the first line. */
function firstLine(outcome: FloorReplayOutcome): number {
  if (outcome.kind !== 'replayed') return 0;
  const error = outcome.report.events.findIndex((e) => e.kind === 'error');
  return error >= 0 ? error : 0;
}

/**
 * The floor's replay screen state: the pasted or opened text (never cleared by a failure), the profile (`find`
 * gives a profile of the user's by id),
 * the outcome of the last replay and the line of the account selected for the table.
 */
export function useFloorReplay(find: (id: string) => HouseRules | null = () => null, keep?: ReplayKeeper) {
  const text = ref('');
  const fileName = ref<string | null>(null);
  /** A shipped profile's id, or a profile of the user's ("custom:..."). */
  const profile = ref<string>(DEFAULT_REPLAY_PROFILE);
  /** The rules of the chosen profile (the default ones if a profile of the user's is gone). */
  const rules = computed<HouseRules>(() => (isProfileId(profile.value) ? PROFILES[profile.value] : (find(profile.value) ?? PROFILES[DEFAULT_REPLAY_PROFILE])));
  const outcome = shallowRef<FloorReplayOutcome | null>(null);
  /** A file that could not be read from disk. */
  const readProblem = ref<string | null>(null);
  const selected = ref(0);
  /** Replay was asked for with nothing to replay. */
  const empty = ref(false);
  /** The text the shown outcome was replayed from. */
  const replayedText = ref<string | null>(null);
  /** The text was edited after the last replay: what is shown no longer describes it. */
  const stale = computed(() => outcome.value !== null && replayedText.value !== text.value);

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
      fileName.value = kept.fileName;
      // A profile of the user's deleted since: the default one.
      profile.value = isProfileId(kept.profile) || find(kept.profile) ? kept.profile : DEFAULT_REPLAY_PROFILE;
      if (kept.replayed) {
        replay();
        select(kept.selected);
      }
    }
    watch(
      () => ({ text: text.value, fileName: fileName.value, profile: profile.value, replayed: outcome.value !== null && !stale.value, selected: selected.value }),
      (now) => keep.write(now),
      { flush: 'sync' },
    );
  }

  return { text, fileName, profile, rules, outcome, readProblem, empty, stale, report, streets, selected, selectedEvent, replay, openFile, select, restore };
}

export type FloorReplay = ReturnType<typeof useFloorReplay>;
