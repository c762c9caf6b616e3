import { parse as parseToml, TomlError } from 'smol-toml';
import type { ReasonParam } from '../decision';
import { MAX_PLAYERS, MIN_PLAYERS, variantFromPhh, type PhhVariantCode } from '../variants';
import { PhhError } from './error';
import { actionLine, fieldLine } from './locate';
import { parsePhhAction } from './notation';
import { MAX_TOML_DEPTH, tomlProblem } from './toml-error';
import type { PhhAction, PhhHand } from './types';

/** Fields parse() reads into PhhHand; every other field goes to `extra` untouched. */
export const PHH_KNOWN_FIELDS = [
  'variant',
  'ante_trimming_status',
  'antes',
  'bring_in',
  'small_bet',
  'big_bet',
  'starting_stacks',
  'actions',
  'finishing_stacks',
] as const;

/** Top-level lists with one entry per player: they decide, by majority, which list has the wrong length. */
const PER_PLAYER_FIELDS = ['antes', 'starting_stacks', 'finishing_stacks', 'players', 'seats', 'winnings'] as const;

/**
 * Reads a stud-family PHH file (F7S, FR, F7S/8) into a typed hand.
 * Throws only PhhError, which names the line (and for an action its index) and what is wrong.
 */
export function parsePhh(text: string): PhhHand {
  let table: Record<string, unknown>;
  try {
    table = parseToml(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof TomlError) {
      const problem = tomlProblem(text, { line: error.line, column: error.column });
      throw new PhhError(problem.where, problem.key, problem.params);
    }
    // The parser's own stack ran out (nesting it does not count): the same words as its depth limit.
    if (error instanceof RangeError) throw new PhhError({ line: null }, 'phh.error.toml.tooDeep', { max: MAX_TOML_DEPTH });
    throw new PhhError({ line: null }, 'phh.error.toml');
  }
  return new HandReader(text, table).read();
}

/**
 * A value of the file as an error shows it. The TOML reader makes its tables without a prototype, so String() throws
 * on one (`small_bet = {}`): tables and lists are shown as JSON, huge whole numbers as their digits.
 */
function writtenValue(value: unknown): string {
  if (value === null || typeof value !== 'object' || value instanceof Date) return String(value);
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '?';
  } catch {
    return Array.isArray(value) ? '[…]' : '{…}';
  }
}

class HandReader {
  constructor(
    private readonly text: string,
    private readonly table: Record<string, unknown>,
  ) {}

  read(): PhhHand {
    const variant = this.variant();
    const antes = this.amountList('antes', false);
    const players = antes.length;
    if (players < MIN_PLAYERS || players > MAX_PLAYERS) this.fail('antes', 'phh.error.playerCount', { field: 'antes', count: players });
    const bringIn = this.amount('bring_in');
    const smallBet = this.amount('small_bet');
    const bigBet = this.amount('big_bet');
    const startingStacks = this.amountList('starting_stacks', true);
    this.onePerPlayer('starting_stacks', startingStacks.length, antes.length);
    const actions = this.actions(players);
    const anteTrimming = this.boolean('ante_trimming_status', false);
    const finishing = this.table['finishing_stacks'] === undefined ? undefined : this.amountList('finishing_stacks', false);
    if (finishing) this.onePerPlayer('finishing_stacks', finishing.length, antes.length);

    const extra: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(this.table)) {
      if (!(PHH_KNOWN_FIELDS as readonly string[]).includes(key)) extra[key] = value;
    }
    const hand: PhhHand = { variant, anteTrimming, antes, bringIn, smallBet, bigBet, startingStacks, actions, extra };
    return finishing === undefined ? hand : { ...hand, finishingStacks: finishing };
  }

  private fail(field: string, key: string, params: Record<string, ReasonParam> = {}): never {
    throw new PhhError({ line: fieldLine(this.text, field), field }, key, params);
  }

  private required(field: string): unknown {
    const value = this.table[field];
    if (value === undefined) throw new PhhError({ line: null, field }, 'phh.error.missingField', { field });
    return value;
  }

  private variant(): PhhVariantCode {
    const value = this.required('variant');
    if (typeof value !== 'string') this.fail('variant', 'phh.error.notString', { field: 'variant' });
    const variant = variantFromPhh(value);
    if (!variant) this.fail('variant', 'phh.error.variant', { value });
    return variant.phh;
  }

  private boolean(field: string, fallback: boolean): boolean {
    const value = this.table[field];
    if (value === undefined) return fallback;
    if (typeof value !== 'boolean') this.fail(field, 'phh.error.notBoolean', { field });
    return value;
  }

  private amount(field: string): number {
    const value = this.required(field);
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      this.fail(field, 'phh.error.notAmount', { field, value: writtenValue(value) });
    return value;
  }

  /** A list of finite numbers (zero or more, or above zero when `positive`). */
  private amountList(field: string, positive: boolean): number[] {
    const value = this.required(field);
    if (!Array.isArray(value)) this.fail(field, 'phh.error.notAmountList', { field });
    value.forEach((entry: unknown, index) => {
      if (typeof entry !== 'number' || !Number.isFinite(entry) || entry < 0 || (positive && entry === 0)) {
        this.fail(field, positive ? 'phh.error.badListEntryPositive' : 'phh.error.badListEntry', {
          field,
          index,
          value: writtenValue(entry),
        });
      }
    });
    return value as number[];
  }

  /**
   * `field` has `count` entries and `antes` has `players`: when they differ, the error points at the one that is
   * likely wrong and names the other with its line. The other per-player lists of the file (finishing stacks, player
   * names...) vote: the length most of them share is the player count; on a tie, the shorter list is the suspect
   * (an entry left out is the usual slip).
   */
  private onePerPlayer(field: string, count: number, players: number): void {
    if (count === players) return;
    const votes = (length: number) =>
      PER_PLAYER_FIELDS.filter((f) => Array.isArray(this.table[f]) && (this.table[f] as unknown[]).length === length).length;
    const forField = votes(count);
    const forAntes = votes(players);
    const antesWrong = forField > forAntes || (forField === forAntes && players < count);
    const [wrong, wrongCount, other, otherCount] = antesWrong ? ['antes', players, field, count] : [field, count, 'antes', players];
    const otherLine = fieldLine(this.text, other);
    const params: Record<string, ReasonParam> = { field: wrong, count: wrongCount, other, otherCount };
    if (otherLine === null) this.fail(wrong, 'phh.error.lengthMismatch', params);
    this.fail(wrong, 'phh.error.lengthMismatchLine', { ...params, otherLine });
  }

  private actions(players: number): PhhAction[] {
    const value = this.required('actions');
    if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
      this.fail('actions', 'phh.error.notStringList', { field: 'actions' });
    return (value as string[]).map((notation, index) => {
      const read = parsePhhAction(notation, players);
      if (read.ok) return read.action;
      const line = actionLine(this.text, index) ?? fieldLine(this.text, 'actions');
      throw new PhhError({ line, field: 'actions', action: index, actionText: notation }, read.problem.key, read.problem.params);
    });
  }
}
