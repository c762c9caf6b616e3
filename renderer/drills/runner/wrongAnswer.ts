import type { PartResponse, Question, Response, SeatTarget } from '../../../core';

/** A wrong answer to a question, built from the right one: the first part changed to something else that is allowed. */
export function wrongResponse(question: Question, right: Response): Response {
  const first = right[0]!;
  const part = question.parts[0]!;
  let changed: PartResponse;
  switch (first.kind) {
    case 'seat': {
      const others = part.kind === 'seat' ? part.candidates.filter((c) => c !== first.seat) : [];
      changed = { kind: 'seat', seat: others[0] ?? first.seat };
      break;
    }
    case 'choice': {
      const others = part.kind === 'choice' ? part.choices.filter((c) => c.letter !== first.letter) : [];
      changed = { kind: 'choice', letter: others[0]!.letter };
      break;
    }
    case 'amount':
      changed = { kind: 'amount', amount: first.amount + 1 };
      break;
    case 'seat-order': {
      const order: SeatTarget[] = [...first.order];
      // Dealing to the seats before the burn (or dropping the last tap when there is one seat): never right.
      changed = { kind: 'seat-order', order: order.length > 1 ? [...order.slice(1), order[0]!] : [] };
      if (changed.order.length === 0 && part.kind === 'seat-order') changed = { kind: 'seat-order', order: [part.candidates[0]!] };
      break;
    }
  }
  return [changed, ...right.slice(1)];
}
