import { createRng, newDeck, shuffled, VARIANTS, type Card, type DoorCard, type VariantId } from '../../../core';

/** One seat's 3rd street: two downcards and the door card (the upcard). */
export interface SeatHand {
  readonly seat: number;
  readonly down: readonly [Card, Card];
  readonly door: Card;
}

/** A dealt 3rd street, fully determined by (variant, players, seed); `code` replays it. */
export interface BringInScenario {
  readonly code: string;
  readonly variant: VariantId;
  readonly players: number;
  readonly seed: number;
  readonly seats: readonly SeatHand[];
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export const VARIANT_IDS: readonly VariantId[] = ['stud', 'razz', 'stud8'];

function checkPlayers(players: number): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`players must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}, got ${players}`);
  }
}

/**
 * Deals 3rd street as a dealer does: one card face down to each seat clockwise from seat 1,
 * a second round face down, then one face up (no burn before the first deal).
 */
export function dealThirdStreet(variant: VariantId, players: number, seed: number): BringInScenario {
  if (!(variant in VARIANTS)) throw new Error(`unknown variant "${variant}" (expected stud, razz or stud8)`);
  checkPlayers(players);
  const deck = shuffled(newDeck(), createRng(seed));
  const cardAt = (round: number, seatIndex: number): Card => deck[round * players + seatIndex]!;
  const seats: SeatHand[] = [];
  for (let i = 0; i < players; i++) seats.push({ seat: i + 1, down: [cardAt(0, i), cardAt(1, i)], door: cardAt(2, i) });
  return { code: scenarioCode(variant, players, seed), variant, players, seed: seed >>> 0, seats };
}

export function doorCards(scenario: BringInScenario): DoorCard[] {
  return scenario.seats.map((s) => ({ seat: s.seat, card: s.door }));
}

/** "razz-5-k3x9a": variant, players, seed in base 36. */
export function scenarioCode(variant: VariantId, players: number, seed: number): string {
  return `${variant}-${players}-${(seed >>> 0).toString(36)}`;
}

export interface ScenarioKey {
  readonly variant: VariantId;
  readonly players: number;
  readonly seed: number;
}

/** Reads a scenario code; throws an error that says which part is wrong. */
export function parseScenarioCode(code: string): ScenarioKey {
  const parts = code.trim().toLowerCase().split('-');
  if (parts.length !== 3) throw new Error(`scenario code "${code}" must look like "stud-6-1a2b3c" (variant-players-seed)`);
  const [variant, playersText, seedText] = parts as [string, string, string];
  if (!(VARIANT_IDS as readonly string[]).includes(variant)) throw new Error(`scenario code "${code}": unknown variant "${variant}" (expected stud, razz or stud8)`);
  if (!/^[2-8]$/.test(playersText)) throw new Error(`scenario code "${code}": players "${playersText}" must be 2 to 8`);
  if (!/^[0-9a-z]{1,7}$/.test(seedText)) throw new Error(`scenario code "${code}": seed "${seedText}" must be base-36 digits`);
  const seed = parseInt(seedText, 36);
  if (seed > 0xffffffff) throw new Error(`scenario code "${code}": seed "${seedText}" is larger than 32 bits`);
  return { variant: variant as VariantId, players: Number(playersText), seed };
}
