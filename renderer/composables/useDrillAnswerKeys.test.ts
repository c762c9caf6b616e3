import { describe, expect, it, vi } from 'vitest';
import { handleDrillAnswerKey } from './useDrillAnswerKeys';

const press = (key: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });

describe('handleDrillAnswerKey', () => {
  it('letters go to onLetter upper-case; used ones cancel the browser default', () => {
    const onLetter = vi.fn((l: string) => l === 'B');
    const used = press('b');
    handleDrillAnswerKey(used, { onLetter });
    expect(onLetter).toHaveBeenCalledWith('B');
    expect(used.defaultPrevented).toBe(true);
    const unused = press('z');
    handleDrillAnswerKey(unused, { onLetter });
    expect(unused.defaultPrevented).toBe(false);
  });

  it('Backspace undoes; digits and Enter still work as in the drill keys', () => {
    const onBackspace = vi.fn(() => true);
    const onDigit = vi.fn();
    const onNext = vi.fn(() => true);
    handleDrillAnswerKey(press('Backspace'), { onBackspace });
    handleDrillAnswerKey(press('4'), { onDigit });
    handleDrillAnswerKey(press('Enter'), { onNext });
    expect(onBackspace).toHaveBeenCalled();
    expect(onDigit).toHaveBeenCalledWith(4);
    expect(onNext).toHaveBeenCalled();
  });

  it('ignores modified keys and keys typed into fields', () => {
    const onLetter = vi.fn(() => true);
    handleDrillAnswerKey(press('a', { ctrlKey: true }), { onLetter });
    const input = document.createElement('input');
    const typed = press('a');
    Object.defineProperty(typed, 'target', { value: input });
    handleDrillAnswerKey(typed, { onLetter });
    expect(onLetter).not.toHaveBeenCalled();
  });
});
