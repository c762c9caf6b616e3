import { scenarioCode, VARIANT_IDS, type ProfileId, type Structure, type VariantId } from '../../../core';

/**
 * Scenario codes of the old quick "Who brings in?" drill ("stud-8-abc": variant, players, seed in base 36), still in
 * saved progress and old links. That drill dealt 3rd street from shuffled(newDeck(), createRng(seed)) round by round;
 * the runner's bring-in drill deals its first hand from the same seed the same way, so the old code maps to a
 * bring-in scenario with the same cards at the same seats. With no ante and a 1-chip bring-in nobody is short of
 * the forced bet, so the seat that brings in is the one the old drill graded (checked by a test against core).
 */
/** Where the old drill lived (hash route); the router sends its links to the runner's bring-in drill. */
export const OLD_BRING_IN_PATH = '/drills/bring-in';

export const LEGACY_BRING_IN_PROFILE: ProfileId = 'rr-cash';
export const LEGACY_BRING_IN_STRUCTURE: Structure = { ante: 0, bringIn: 1, smallBet: 5, bigBet: 10 };

/** What an address's code turned out to be: an old-drill code and its new form, or an old-drill code that cannot be read. */
export type LegacyCode = { readonly ok: true; readonly old: string; readonly code: string } | { readonly ok: false; readonly old: string };

/** The old drill's codes have three parts; the runner's have six ("BI-stud-8-rrc-1.2.5.10-42"). */
export function looksLegacy(code: string): boolean {
  return code.trim().split('-').length === 3;
}

/** The old code's parts, or null when it is not a valid old code (same rules as the old drill). */
export function parseLegacyCode(code: string): { variant: VariantId; players: number; seed: number } | null {
  const parts = code.trim().toLowerCase().split('-');
  if (parts.length !== 3) return null;
  const [variant, players, seedText] = parts as [string, string, string];
  if (!(VARIANT_IDS as readonly string[]).includes(variant) || !/^[2-8]$/.test(players) || !/^[0-9a-z]{1,7}$/.test(seedText)) return null;
  const seed = parseInt(seedText, 36);
  if (seed > 0xffffffff) return null;
  return { variant: variant as VariantId, players: Number(players), seed };
}

/** An old-drill code read for the runner, or null when the code is not in the old format at all. */
export function readLegacyCode(code: string): LegacyCode | null {
  if (!looksLegacy(code)) return null;
  const key = parseLegacyCode(code);
  if (!key) return { ok: false, old: code };
  const setup = { variant: key.variant, players: key.players, rules: LEGACY_BRING_IN_PROFILE, structure: LEGACY_BRING_IN_STRUCTURE };
  return { ok: true, old: code, code: scenarioCode('bring-in', setup, key.seed) };
}
