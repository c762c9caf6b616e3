import { describe, expect, it } from 'vitest';
import { parseCard } from '../cards';
import { parsePhhAction } from './notation';
import { operationOfPhh, phhOfOperation } from './operations';

const C = (t: string) => parseCard(t);

describe('PHH actions and engine operations, both ways (phh.action-order)', () => {
  const cases: [string, object][] = [
    ['d dh p1 Ac??Kd', { kind: 'dealCards', player: 0, cards: [C('Ac'), null, C('Kd')] }],
    ['d db 7h', { kind: 'dealCommonCard', card: C('7h') }],
    ['p2 pb', { kind: 'postBringIn', player: 1 }],
    ['p3 cbr 40', { kind: 'completeBetOrRaiseTo', player: 2, amount: 40 }],
    ['p1 cc', { kind: 'checkOrCall', player: 0 }],
    ['p4 f', { kind: 'fold', player: 3 }],
    ['p1 sm AcAd', { kind: 'showOrMuck', player: 0, cards: [C('Ac'), C('Ad')] }],
    ['p1 sm', { kind: 'showOrMuck', player: 0, cards: 'muck' }],
    ['p1 sm -', { kind: 'showOrMuck', player: 0, cards: undefined }],
  ];
  for (const [text, op] of cases) {
    it(`"${text}" is ${JSON.stringify(op)} and back`, () => {
      const read = parsePhhAction(text, 4);
      if (!read.ok) throw new Error(`unreadable: ${text}`);
      expect(operationOfPhh(read.action)).toEqual(op);
      expect(phhOfOperation(operationOfPhh(read.action)!)).toEqual(read.action);
    });
  }

  it('an empty entry is no operation; a burn or a scramble is not written in PHH', () => {
    const empty = parsePhhAction('# a comment', 2);
    expect(empty.ok && operationOfPhh(empty.action)).toBeNull();
    expect(phhOfOperation({ kind: 'burnCard', card: null })).toBeNull();
    expect(phhOfOperation({ kind: 'scrambleStub', order: null })).toBeNull();
  });
});
