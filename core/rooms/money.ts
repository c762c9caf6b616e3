import type { Reason } from '../decision';
import { settle } from '../hand/settle';
import type { PhhReplayReport } from '../phh/report';
import type { PhhHand } from '../phh/types';
import type { RuleId } from '../rulebook/rules';

/**
 * A difference between the hand as replayed and what the file says, shaped like the replay's deviations: the action
 * it is on (null: the hand as a whole), what differs (a message key and its parameters, in any language) and the
 * rules it rests on.
 */
export interface MoneyDeviation {
  readonly action: number | null;
  readonly reason: Reason;
  readonly rules: readonly RuleId[];
}

/**
 * The room's own summary as a converted hand keeps it (chips of the PHH file): what each player collected after the
 * rake (`winnings`), the rake (`_rake`), the pot before the rake (`_total_pot`), and the uncalled bets given back
 * (`_uncalled`, per player). A room that does not write its uncalled bets (Winamax) counts them in its pot and in
 * what the bettor collects: `uncalled` is then null.
 */
export interface RoomSummary {
  readonly winnings: readonly number[];
  readonly rake: number;
  readonly totalPot: number | null;
  readonly uncalled: readonly number[] | null;
}

/** The room's summary kept in a PHH hand, or null when the hand has none (`winnings` is missing). */
export function roomSummary(hand: PhhHand): RoomSummary | null {
  const list = (value: unknown): number[] | null =>
    Array.isArray(value) && value.length === hand.startingStacks.length && value.every((v) => typeof v === 'number' && Number.isFinite(v))
      ? (value as number[])
      : null;
  const winnings = list(hand.extra['winnings']);
  if (!winnings) return null;
  const rake = hand.extra['_rake'];
  const total = hand.extra['_total_pot'];
  return {
    winnings,
    rake: typeof rake === 'number' && Number.isFinite(rake) ? rake : 0,
    totalPot: typeof total === 'number' && Number.isFinite(total) ? total : null,
    uncalled: list(hand.extra['_uncalled']),
  };
}

/** The money check of a replayed hand: checked (the hand was played out) or not, and every difference found. */
export interface MoneyCheck {
  readonly checked: boolean;
  readonly deviations: readonly MoneyDeviation[];
  /** In words: the money matches (rake given back), or why it was not checked; null when there are deviations. */
  readonly summary: Reason | null;
}

const POT_RULES: readonly RuleId[] = ['phh.winnings'];
const UNCALLED_RULES: readonly RuleId[] = ['seed-001.uncalled', 'phh.winnings'];

/**
 * Checks a replayed hand's money against the room's summary it keeps: the total pot, the uncalled bets given back, and
 * what each player collected once the rake is given back (every player's difference at least 0 and at most the rake,
 * the differences adding up to the rake, and nothing for a player the room gave nothing). Null when the hand keeps no
 * summary (a PHH file not converted from a room).
 */
export function checkMoney(hand: PhhHand, report: PhhReplayReport): MoneyCheck | null {
  const room = roomSummary(hand);
  if (!room) return null;
  const last = report.events[report.events.length - 1];
  if (report.finishingStacks === null || !last) return { checked: false, deviations: [], summary: { key: 'rooms.money.unchecked' } };
  const settled = settle(last.state).answer;
  const n = hand.startingStacks.length;
  const awards = new Array<number>(n).fill(0);
  for (const a of settled.awards) awards[a.player]! += a.amount;
  const uncalled = settled.returned;
  const deviations: MoneyDeviation[] = [];
  const deviation = (key: string, params: Record<string, number>, rules: readonly RuleId[]) =>
    deviations.push({ action: null, reason: { key, params }, rules });

  let pot = settled.pots.reduce((t, p) => t + p.amount, 0);
  const back = awards.slice();
  if (room.uncalled === null) {
    pot += uncalled.reduce((t, c) => t + c, 0);
    uncalled.forEach((c, i) => (back[i]! += c));
  } else {
    for (let i = 0; i < n; i++)
      if (room.uncalled[i] !== uncalled[i])
        deviation('rooms.money.uncalled', { seat: i + 1, recorded: room.uncalled[i]!, chips: uncalled[i]! }, UNCALLED_RULES);
  }
  if (room.totalPot !== null && room.totalPot !== pot)
    deviation('rooms.money.totalPot', { recorded: room.totalPot, chips: pot }, POT_RULES);
  let perPlayer = true;
  for (let i = 0; i < n; i++) {
    const given = room.winnings[i]!;
    const diff = back[i]! - given;
    if (diff < 0 || diff > room.rake || (given === 0 && back[i]! > 0)) {
      perPlayer = false;
      deviation('rooms.money.collected', { seat: i + 1, recorded: given, chips: back[i]! }, POT_RULES);
    }
  }
  const engineTotal = back.reduce((t, c) => t + c, 0);
  const roomTotal = room.winnings.reduce((t, c) => t + c, 0);
  if (perPlayer && engineTotal - roomTotal !== room.rake)
    deviation('rooms.money.rake', { chips: engineTotal, recorded: roomTotal, amount: room.rake }, POT_RULES);
  const match: Reason = room.rake > 0 ? { key: 'rooms.money.match', params: { amount: room.rake } } : { key: 'rooms.money.matchNoRake' };
  return { checked: true, deviations, summary: deviations.length === 0 ? match : null };
}
