import { computed, hasInjectionContext, inject, ref, shallowRef } from 'vue';
import { useEventListener } from '@vueuse/core';
import { defineStore } from 'pinia';
import {
  PROFILES,
  PROFILE_IDS,
  customProfile,
  isCodeProfileId,
  isProfileId,
  sameHouseRules,
  type HouseRules,
  type ProfileField,
} from '../../core';
import { slugSchema } from '../../electron/shared/contract';
import { MAX_PROFILE_NAME, customProfileIdSchema } from '../../electron/shared/house-rules-format';
import { getPlatformApi, type CustomProfiles, type PlatformApi, type StoredProfilesProblem } from '../platform/api';
import { PLATFORM_API } from '../composables/usePlatformApi';
import { platformFailure, type PlatformFailure } from '../platform/platformFailure';

/** The value of one house-rules field (the cap as a whole). */
export type FieldChange = { [F in ProfileField]?: HouseRules[F] };

const CUSTOM = 'custom:';
/** The BroadcastChannel on which a window says it changed the house-rules profiles. */
export const HOUSE_RULES_CHANNEL = 'bring-in.house-rules';

/** Lower-case slugs for results and settings (a-z, 0-9, -, at most 40): a shipped id as it is, "custom:abc" as "custom-abc". */
export function profileSlug(id: string): string {
  if (isProfileId(id)) return id;
  const slug = id.startsWith(CUSTOM) ? `custom-${id.slice(CUSTOM.length)}` : '';
  return slugSchema.safeParse(slug).success ? slug : 'custom';
}

/** The profile id a settings slug names (a shipped id, or "custom-abc" for "custom:abc"), or null. */
export function profileIdFromSlug(slug: string): string | null {
  if (isProfileId(slug)) return slug;
  if (!slug.startsWith('custom-')) return null;
  const id = `${CUSTOM}${slug.slice('custom-'.length)}`;
  return customProfileIdSchema.safeParse(id).success ? id : null;
}

/** A new id for a profile named `name`: made once, from the name and a random part, and kept across renames. */
export function newCustomId(name: string, taken: (id: string) => boolean, random: () => number = Math.random): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  for (;;) {
    const tail = Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0');
    const id = `${CUSTOM}${words ? `${words}-` : ''}${tail}`;
    if (!taken(id)) return id;
  }
}

/**
 * The name of a copy of the profile named `name`: `copyOf(name)` ("<name> (copy)"), then "... 2", "... 3" until
 * `free` accepts one. The original name is cut (never the words of the copy) so that the whole stays within
 * `max` characters: a long name still gives a copy instead of looping on names that are all too long.
 */
export function copyName(
  name: string,
  copyOf: (name: string) => string,
  free: (name: string) => boolean,
  max: number = MAX_PROFILE_NAME,
): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    let base = name.trim();
    while (base.length > 0 && copyOf(base).length + suffix.length > max) base = base.slice(0, -1).trimEnd();
    const candidate = `${copyOf(base)}${suffix}`;
    if (free(candidate) || candidate.length > max) return candidate;
  }
}

/** What the user asked of their profiles when a call failed: read them, save one (create, change, duplicate), rename or delete one. */
export type HouseRulesAction = 'load' | 'save' | 'rename' | 'delete';

/** A call that failed: which action, its kind (PlatformError code, errno code, refusal) and the platform's own English words. */
export type HouseRulesFailure = PlatformFailure & { readonly action: HouseRulesAction };

/** A profile of the user's that is gone (deleted here, in another window, or before a reload): its name, null when unknown. */
export interface GoneProfile {
  readonly name: string | null;
}

/** Why a name cannot be used for a profile: empty, too long, or another profile (shipped or the user's) has it. */
export type NameProblem = 'empty' | 'long' | 'taken';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The user's own house-rules profiles (kept through the platform API) beside the shipped ones: every profile
 * select offers them all; the house-rules editor creates, renames, changes, duplicates and deletes the user's.
 */
export const useHouseRulesStore = defineStore('houseRules', () => {
  let api: () => PlatformApi = hasInjectionContext() ? inject(PLATFORM_API, () => getPlatformApi, true) : () => getPlatformApi();
  const custom = shallowRef<readonly HouseRules[]>([]);
  /** Stored profiles that could not be read: where each is and what is wrong, by code (they are kept, not shown). */
  const problems = shallowRef<readonly StoredProfilesProblem[]>([]);
  /** The last call that failed (storage unavailable, a refused profile), or null: the screen says it in words. */
  const failure = shallowRef<HouseRulesFailure | null>(null);
  const loaded = ref(false);
  let loading: Promise<void> | null = null;

  /** Shipped profiles first, then the user's. */
  const all = computed<readonly HouseRules[]>(() => [...PROFILE_IDS.map((id) => PROFILES[id]), ...custom.value]);

  /** The name of every profile of the user's this window has seen, by id: a profile gone since can still be named. */
  const seen = new Map<string, string>();

  function take(answer: CustomProfiles): void {
    for (const p of answer.profiles) seen.set(p.id, p.name.en);
    custom.value = answer.profiles;
    problems.value = answer.problems;
    failure.value = null;
  }

  async function call(action: HouseRulesAction, job: () => Promise<CustomProfiles>): Promise<boolean> {
    try {
      take(await job());
      if (action !== 'load') tellOtherWindows();
      return true;
    } catch (e) {
      failure.value = { action, ...platformFailure(e) };
      console.warn(`Bring-In: the house rules could not be ${action === 'load' ? 'read' : `${action}d`} (${failure.value.code}):`, e);
      return false;
    }
  }

  /** Reads the user's profiles (again). */
  function load(): Promise<void> {
    loading = call('load', () => api().loadHouseRules()).then(() => {
      loaded.value = true;
    });
    return loading;
  }

  /** Resolves once the user's profiles have been read at least once. */
  function ready(): Promise<void> {
    return loading ?? load();
  }

  /** Uses another platform (tests). */
  function use(next: PlatformApi): void {
    api = () => next;
    loading = null;
    loaded.value = false;
  }

  /**
   * The name of a profile of the user's that this window knew and that is gone now (deleted here or in another
   * window), or null (a shipped profile, one still there, or one never seen).
   */
  function goneName(id: string): string | null {
    if (isProfileId(id) || custom.value.some((p) => p.id === id)) return null;
    return seen.get(id) ?? null;
  }

  /**
   * Whether `id` names a profile of the user's that is gone, with its name when known: one this window saw, or,
   * once the profiles are read, any id of the user's kind that is not among them (deleted before this window
   * opened: a run kept across a reload still carries it). Null for a shipped profile, one still there, or the
   * custom rules a scenario code carries.
   */
  function gone(id: string): GoneProfile | null {
    const name = goneName(id);
    if (name !== null) return { name };
    if (!loaded.value || isProfileId(id) || custom.value.some((p) => p.id === id)) return null;
    return customProfileIdSchema.safeParse(id).success && !isCodeProfileId(id) ? { name: null } : null;
  }

  /** Other windows of the app (browser tabs, desktop windows) read the profiles again after this one changed them. */
  function tellOtherWindows(): void {
    try {
      channel()?.postMessage('changed');
    } catch (error) {
      console.warn('Bring-In: other windows were not told that the house rules changed:', error);
    }
  }

  let opened: BroadcastChannel | null | undefined;
  function channel(): BroadcastChannel | null {
    if (opened === undefined) {
      opened = typeof BroadcastChannel === 'function' ? new BroadcastChannel(HOUSE_RULES_CHANNEL) : null;
      // Node's channel (unit tests) would keep the process alive.
      (opened as { unref?: () => void } | null)?.unref?.();
    }
    return opened;
  }

  /**
   * Keeps the profiles in step with other windows: read again when another window says it changed them, and when
   * this window gets the focus back (a file changed meanwhile, or a window that could not tell). Returns a stop function.
   */
  function followOtherWindows(scope: Window = window): () => void {
    const reload = () => {
      if (loading) void load();
    };
    const onVisible = () => {
      if (scope.document.visibilityState === 'visible') reload();
    };
    const bus = channel();
    const stops = [
      useEventListener(scope, 'focus', reload),
      useEventListener(scope.document, 'visibilitychange', onVisible),
      ...(bus ? [useEventListener(bus, 'message', reload)] : []),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** A profile by id: shipped or the user's; null when there is none. */
  function find(id: string): HouseRules | null {
    return isProfileId(id) ? PROFILES[id] : (custom.value.find((p) => p.id === id) ?? null);
  }

  /**
   * The profile that rules exactly as `rules` do: the profile itself when it is known by id; else the first of
   * the user's profiles, then of the shipped ones, with the same rules (a scenario code carries a custom
   * profile field by field, not its name); else `rules` as they are.
   */
  function matching(rules: HouseRules): HouseRules {
    return (
      find(rules.id) ??
      custom.value.find((p) => sameHouseRules(p, rules)) ??
      PROFILE_IDS.map((id) => PROFILES[id]).find((p) => sameHouseRules(p, rules)) ??
      rules
    );
  }

  function nameProblem(name: string, exceptId?: string): NameProblem | null {
    if (name.trim() === '') return 'empty';
    if (name.trim().length > MAX_PROFILE_NAME) return 'long';
    return all.value.some((p) => p.id !== exceptId && Object.values(p.name).some((n) => sameName(n, name))) ? 'taken' : null;
  }

  const save = (profile: HouseRules, action: HouseRulesAction = 'save') => call(action, () => api().saveHouseRules(profile));

  /** A new profile: a copy of `base` named `name`; the new profile, or null when it could not be saved. */
  async function create(base: HouseRules, name: string): Promise<HouseRules | null> {
    if (nameProblem(name)) return null;
    const id = newCustomId(name, (candidate) => find(candidate) !== null);
    const profile = customProfile(base, {}, name.trim(), id);
    return (await save(profile)) ? profile : null;
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const profile = custom.value.find((p) => p.id === id);
    if (!profile || nameProblem(name, id)) return false;
    const text = name.trim();
    return save({ ...profile, name: { en: text, es: text, it: text } }, 'rename');
  }

  async function change(id: string, changes: FieldChange): Promise<boolean> {
    const profile = custom.value.find((p) => p.id === id);
    return profile ? save({ ...profile, ...changes }) : false;
  }

  async function remove(id: string): Promise<boolean> {
    return call('delete', () => api().deleteHouseRules(id));
  }

  return {
    custom,
    problems,
    failure,
    loaded,
    all,
    load,
    ready,
    use,
    find,
    goneName,
    gone,
    followOtherWindows,
    matching,
    nameProblem,
    create,
    rename,
    change,
    remove,
  };
});
