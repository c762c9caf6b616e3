import { describe, expect, it, vi } from 'vitest';
import { handleDrillKey } from './useDrillKeys';

function press(key: string, init: KeyboardEventInit = {}, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('handleDrillKey', () => {
  it('a digit picks that seat', () => {
    const onDigit = vi.fn();
    const event = press('3');
    handleDrillKey(event, { onDigit });
    expect(onDigit).toHaveBeenCalledWith(3);
    expect(event.defaultPrevented).toBe(true);
  });

  it('Enter and Space go to the next scenario only when the drill uses them', () => {
    for (const key of ['Enter', ' ']) {
      const used = press(key);
      handleDrillKey(used, { onNext: () => true });
      expect(used.defaultPrevented).toBe(true);
      const unused = press(key);
      handleDrillKey(unused, { onNext: () => false });
      // Not used (question still open): Enter on a focused seat button must still click it.
      expect(unused.defaultPrevented).toBe(false);
    }
  });

  it('ignores keys typed into form fields, with modifiers, and auto-repeat', () => {
    const onDigit = vi.fn();
    handleDrillKey(press('2', {}, document.createElement('select')), { onDigit });
    handleDrillKey(press('2', { ctrlKey: true }), { onDigit });
    handleDrillKey(press('2', { repeat: true }), { onDigit });
    expect(onDigit).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    const onDigit = vi.fn();
    const onNext = vi.fn(() => true);
    handleDrillKey(press('a'), { onDigit, onNext });
    handleDrillKey(press('0'), { onDigit, onNext });
    expect(onDigit).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });
});
