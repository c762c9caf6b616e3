/// <reference types="node" />
// Test files may read the shared data from disk; core source files never do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../cards';
import { parsePhh } from './parse';
import { parseError } from './test-kit';

const WSOP_DIR = fileURLToPath(new URL('../../../shared/data/phh-wsop-2023-43/', import.meta.url));
const wsop = readdirSync(WSOP_DIR)
  .filter((name) => name.endsWith('.phh'))
  .sort();

const HAND = [
  "variant = 'F7S'",
  'ante_trimming_status = true',
  'antes = [5, 5, 5]',
  'bring_in = 10',
  'small_bet = 20',
  'big_bet = 40',
  'starting_stacks = [1000, 800, 20]',
  'actions = [',
  "  'd dh p1 Ac8dAs', 'd dh p2 ????Kd',",
  "  'd dh p3 2c3c4c # short stack',",
  "  'p3 pb', 'p1 cbr 20', 'p2 f', 'p3 cc',",
  "  '',",
  "  'p1 sm', 'p3 sm -', 'p3 sm 2c3c4c', 'd db 7h',",
  ']',
  "author = 'someone'",
  'hand = 48',
  '[extra_table]',
  'note = "kept"',
].join('\n');

const replaceLine = (text: string, from: string, to: string): string => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe('parsePhh: reading stud-family PHH hands (PHH spec: required fields, action notation)', () => {
  it('reads the required fields, the optional trimming flag and the actions into typed records', () => {
    const hand = parsePhh(HAND);
    expect(hand.variant).toBe('F7S');
    expect(hand.anteTrimming).toBe(true);
    expect(hand.antes).toEqual([5, 5, 5]);
    expect([hand.bringIn, hand.smallBet, hand.bigBet]).toEqual([10, 20, 40]);
    expect(hand.startingStacks).toEqual([1000, 800, 20]);
    expect(hand.actions).toEqual([
      { kind: 'deal-hole', player: 0, cards: parseCards('Ac8dAs') },
      { kind: 'deal-hole', player: 1, cards: [null, null, parseCards('Kd')[0]] },
      { kind: 'deal-hole', player: 2, cards: parseCards('2c3c4c'), comment: 'short stack' },
      { kind: 'bring-in', player: 2 },
      { kind: 'complete-bet-raise', player: 0, amount: 20 },
      { kind: 'fold', player: 1 },
      { kind: 'check-call', player: 2 },
      { kind: 'no-op' },
      { kind: 'show-muck', player: 0, cards: null },
      { kind: 'show-muck', player: 2, cards: 'dealt' },
      { kind: 'show-muck', player: 2, cards: parseCards('2c3c4c') },
      { kind: 'deal-board', cards: parseCards('7h') },
    ]);
  });

  it('keeps unknown fields, tables included, and leaves finishing_stacks out when absent', () => {
    const hand = parsePhh(HAND);
    expect(hand.extra).toEqual({ author: 'someone', hand: 48, extra_table: { note: 'kept' } });
    expect(hand.finishingStacks).toBeUndefined();
  });

  it('ante_trimming_status is optional and defaults to false', () => {
    const hand = parsePhh(replaceLine(HAND, 'ante_trimming_status = true\n', ''));
    expect(hand.anteTrimming).toBe(false);
  });

  it('reads variants FR and F7S/8', () => {
    expect(parsePhh(replaceLine(HAND, "'F7S'", "'FR'")).variant).toBe('FR');
    expect(parsePhh(replaceLine(HAND, "'F7S'", "'F7S/8'")).variant).toBe('F7S/8');
  });

  it.each(wsop)('reads the real hand %s', (name) => {
    const hand = parsePhh(readFileSync(WSOP_DIR + name, 'utf8'));
    expect(hand.startingStacks).toHaveLength(hand.antes.length);
    expect(hand.finishingStacks).toHaveLength(hand.antes.length);
    expect(hand.actions.length).toBeGreaterThan(0);
    expect(hand.extra).toHaveProperty('players');
  });
});

describe('parsePhh errors: line, action index and what is wrong, never a raw exception', () => {
  it('malformed TOML reports its line and column, in plain words', () => {
    const error = parseError(replaceLine(HAND, 'bring_in = 10', 'bring_in = = 10'));
    expect(error.line).toBe(4);
    expect(error.column).toBe(12);
    expect(error.message).toMatch(/^line 4, column 12: "=" is not a value: write a number/);
  });

  it('an unclosed actions array is reported on the line where it opens', () => {
    const error = parseError(replaceLine(HAND, ']\nauthor', '\nauthor'));
    expect(error.reason.key).toBe('phh.error.toml.unclosedList');
    expect(error.line).toBe(8);
    expect(error.message).toBe('line 8, column 11: the list "actions" opens here with [ but is not closed: the ] is missing');
  });

  it.each(['variant', 'antes', 'bring_in', 'small_bet', 'big_bet', 'starting_stacks'])(
    'a missing required field "%s" is named',
    (field) => {
      const line = HAND.split('\n').find((l) => l.startsWith(`${field} =`))!;
      const error = parseError(replaceLine(HAND, `${line}\n`, ''));
      expect(error.reason.key).toBe('phh.error.missingField');
      expect(error.field).toBe(field);
      expect(error.message).toBe(`the required field "${field}" is missing`);
    },
  );

  it('a missing actions field is named', () => {
    const text = HAND.replace(/actions = \[[\s\S]*?\n\]\n/, '');
    expect(parseError(text).message).toBe('the required field "actions" is missing');
  });

  it('a variant outside the stud family is refused on its line', () => {
    const error = parseError(replaceLine(HAND, "'F7S'", "'NT'"));
    expect(error.line).toBe(1);
    expect(error.message).toBe('line 1: variant "NT" is not a stud-family game (expected F7S, FR or F7S/8)');
  });

  it('one starting stack per ante (one per player)', () => {
    const error = parseError(replaceLine(HAND, '[1000, 800, 20]', '[1000, 800]'));
    expect(error.line).toBe(7);
    expect(error.message).toBe('line 7: "starting_stacks" has 2 entries but "antes" has 3 (line 3): one per player');
  });

  it('an ante left out: the error is on the line of "antes", the shorter list, and names the other line', () => {
    const error = parseError(replaceLine(HAND, 'antes = [5, 5, 5]', 'antes = [5, 5]'));
    expect(error.line).toBe(3);
    expect(error.field).toBe('antes');
    expect(error.message).toBe('line 3: "antes" has 2 entries but "starting_stacks" has 3 (line 7): one per player');
    expect(error.describe('es')).toBe('línea 3: "antes" tiene 2 valores pero "starting_stacks" tiene 3 (línea 7): uno por jugador');
  });

  it('the other per-player lists decide which list is wrong: the one that disagrees with most of them', () => {
    const withLists = (text: string, finishing: string) =>
      replaceLine(text, "author = 'someone'", `players = ['a', 'b', 'c']\nfinishing_stacks = ${finishing}\nauthor = 'someone'`);
    // Three entries everywhere but antes: antes is wrong even though it is the longer list.
    const longAntes = parseError(withLists(replaceLine(HAND, 'antes = [5, 5, 5]', 'antes = [5, 5, 5, 5]'), '[1000, 800, 20]'));
    expect(longAntes.line).toBe(3);
    expect(longAntes.message).toBe('line 3: "antes" has 4 entries but "starting_stacks" has 3 (line 7): one per player');
    // Only the finishing stacks disagree: they are the ones named.
    const shortFinish = parseError(withLists(HAND, '[1000, 800]'));
    expect(shortFinish.line).toBe(16);
    expect(shortFinish.message).toBe('line 16: "finishing_stacks" has 2 entries but "antes" has 3 (line 3): one per player');
  });

  it('a negative ante, a zero stack, a zero small bet and a non-boolean trimming flag are refused', () => {
    expect(parseError(replaceLine(HAND, 'antes = [5, 5, 5]', 'antes = [5, -5, 5]')).message).toBe(
      'line 3: antes[1] is -5: it must be a number, zero or more',
    );
    expect(parseError(replaceLine(HAND, '[1000, 800, 20]', '[1000, 0, 20]')).message).toContain('starting_stacks[1] is 0');
    expect(parseError(replaceLine(HAND, 'small_bet = 20', 'small_bet = 0')).line).toBe(5);
    expect(parseError(replaceLine(HAND, 'ante_trimming_status = true', 'ante_trimming_status = 1')).message).toBe(
      'line 2: the field "ante_trimming_status" must be true or false',
    );
  });

  it('a table or a list where an amount goes is named as written, never a raw exception (found by the TOML property)', () => {
    // The TOML reader's tables have no prototype: String() on one threw a TypeError instead of this error.
    expect(parseError(replaceLine(HAND, 'small_bet = 20', 'small_bet = {}')).message).toBe(
      'line 5: the field "small_bet" must be a number greater than zero, not {}',
    );
    expect(parseError(replaceLine(HAND, 'big_bet = 40', 'big_bet = { a = 1 }')).describe('es')).toContain('{"a":1}');
    expect(parseError(replaceLine(HAND, 'bring_in = 10', 'bring_in = [10]')).message).toContain('not [10]');
    expect(parseError(replaceLine(HAND, 'antes = [5, 5, 5]', 'antes = [5, {}, 5]')).message).toBe(
      'line 3: antes[1] is {}: it must be a number, zero or more',
    );
    expect(parseError(replaceLine(HAND, '[1000, 800, 20]', '[1000, [800], 20]')).message).toContain('starting_stacks[1] is [800]');
  });

  it('a stud hand has 2 to 8 players', () => {
    expect(parseError(replaceLine(HAND, 'antes = [5, 5, 5]', 'antes = [5]')).reason.key).toBe('phh.error.playerCount');
    expect(parseError(replaceLine(HAND, 'antes = [5, 5, 5]', `antes = [${Array(9).fill(5).join(', ')}]`)).reason.key).toBe(
      'phh.error.playerCount',
    );
  });

  it('a bad card names the card, the action index and the line of that action', () => {
    const error = parseError(replaceLine(HAND, "'d dh p3 2c3c4c # short stack'", "'d dh p3 2c1c4c'"));
    expect(error.line).toBe(10);
    expect(error.action).toBe(2);
    expect(error.message).toBe(
      'line 10, action 3 "d dh p3 2c1c4c" (actions[2]): "1c" is not a card (rank 2-9, T, J, Q, K or A, then suit c, d, h or s; ?? for an unknown card)',
    );
  });

  it('an unknown action is refused with its index', () => {
    const error = parseError(replaceLine(HAND, "'p2 f'", "'p2 sd'"));
    expect(error.action).toBe(5);
    expect(error.line).toBe(11);
    expect(error.message).toContain('unknown action "sd"');
  });

  it('a player out of range is refused with its index', () => {
    const error = parseError(replaceLine(HAND, "'p2 f'", "'p4 f'"));
    expect(error.action).toBe(5);
    expect(error.message).toBe('line 11, action 6 "p4 f" (actions[5]): player p4 does not exist: the hand has 3 players (p1..p3)');
    expect(parseError(replaceLine(HAND, "'p2 f'", "'p0 f'")).reason.key).toBe('phh.error.playerRange');
  });

  it('an unknown actor, a bad amount and wrong arguments are refused', () => {
    expect(parseError(replaceLine(HAND, "'p2 f'", "'x2 f'")).message).toContain('unknown actor "x2"');
    expect(parseError(replaceLine(HAND, "'p1 cbr 20'", "'p1 cbr twenty'")).message).toContain(
      '"twenty" is not an amount greater than zero',
    );
    expect(parseError(replaceLine(HAND, "'p1 cbr 20'", "'p1 cbr 0'")).reason.key).toBe('phh.error.amount');
    expect(parseError(replaceLine(HAND, "'p1 cbr 20'", "'p1 cbr'")).message).toContain('"cbr" is written pN cbr AMOUNT');
    expect(parseError(replaceLine(HAND, "'p2 f'", "'p2 f now'")).reason.key).toBe('phh.error.arguments');
  });

  it('finds the line of an action in a multi-line array with TOML comments, commentaries and both quote styles', () => {
    const text = [
      "variant = 'FR'",
      'antes = [1, 1]',
      'bring_in = 1',
      'small_bet = 2',
      'big_bet = 4',
      'starting_stacks = [50, 50]',
      'actions = [ # 3rd street ]',
      '  "d dh p1 Ac2c3c # a \\"quoted\\" note, with ] and #",',
      "  'd dh p2 4c5c6c', # p2's cards ['x']",
      '',
      '  """p2 pb""",',
      "  'p1 cbr 2', 'p2 zz',",
      ']',
    ].join('\n');
    const error = parseError(text);
    expect(error.action).toBe(4);
    expect(error.line).toBe(12);
    expect(error.message).toContain('unknown action "zz"');
  });

  it('actions must be texts', () => {
    expect(parseError(replaceLine(HAND, "'p2 f'", '42')).message).toBe('line 8: the field "actions" must be a list of texts');
  });

  it('the error text exists in Spanish and Italian too', () => {
    const error = parseError(replaceLine(HAND, "'p2 f'", "'p4 f'"));
    expect(error.describe('es')).toBe(
      'línea 11, acción 6 "p4 f" (actions[5]): el jugador p4 no existe: la mano tiene 3 jugadores (p1..p3)',
    );
    expect(error.describe('it')).toContain('riga 11');
  });
});
