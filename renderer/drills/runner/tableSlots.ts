/**
 * The drill's two places for a table: the question on screen, and the next question laid out unseen while the
 * verdict is read. Next then swaps which one is seen (the trainee waits for no layout); the table left behind is
 * dropped at once, so only one table is in the page while a question is answered.
 */
export interface TableSlots<T> {
  readonly slots: readonly [T | null, T | null];
  /** The slot on screen. */
  readonly shown: 0 | 1;
}

export const NO_TABLES: TableSlots<never> = { slots: [null, null], shown: 0 };

/**
 * Where the question on screen and the one prepared go: each stays in the slot it was laid out in (the prepared one
 * is shown where it was drawn), the other slot takes the prepared one or nothing. `before` is returned as it was when
 * nothing moved, so nothing is drawn again.
 */
export function placeTables<T>(before: TableSlots<T>, shown: T | null, upcoming: T | null): TableSlots<T> {
  if (shown === null) return before.slots[0] === null && before.slots[1] === null ? before : NO_TABLES;
  const found = before.slots.indexOf(shown);
  const at: 0 | 1 = found === 1 ? 1 : found === 0 ? 0 : before.shown;
  const other = upcoming === shown ? null : upcoming;
  const slots: [T | null, T | null] = at === 0 ? [shown, other] : [other, shown];
  const same = at === before.shown && slots[0] === before.slots[0] && slots[1] === before.slots[1];
  return same ? before : { slots, shown: at };
}
