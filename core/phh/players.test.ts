import { describe, expect, it } from 'vitest';
import { parsePhh } from './parse';
import { phhPlayerNames } from './players';

const HAND = `variant = 'F7S'
antes = [5, 5, 5]
bring_in = 5
small_bet = 10
big_bet = 20
starting_stacks = [100, 100, 100]
actions = []
`;

describe('phhPlayerNames: the names a PHH file gives its players', () => {
  it('reads the players field, seat N being the file pN', () => {
    expect(phhPlayerNames(parsePhh(`${HAND}players = ['James Obst', 'Talal Shakerchi', 'Brian Rast']\n`))).toEqual([
      'James Obst',
      'Talal Shakerchi',
      'Brian Rast',
    ]);
  });

  it('no players field, a short list or a name that is not text: null for those seats', () => {
    expect(phhPlayerNames(parsePhh(HAND))).toEqual([null, null, null]);
    expect(phhPlayerNames(parsePhh(`${HAND}players = ['Ann']\n`))).toEqual(['Ann', null, null]);
    expect(phhPlayerNames(parsePhh(`${HAND}players = ['Ann', 7, '  ']\n`))).toEqual(['Ann', null, null]);
    expect(phhPlayerNames(parsePhh(`${HAND}players = 'Ann'\n`))).toEqual([null, null, null]);
  });
});
