import { describe, expect, it, vi } from 'vitest';
import { handleDrillAnswerKey, handleDrillKey, inDrillArea, isControl } from './useDrillAnswerKeys';

const press = (key: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });

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

/** A key event, optionally from a given element (form fields keep their keys). */
function pressOn(key: string, init: KeyboardEventInit = {}, target?: HTMLElement): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('handleDrillKey', () => {
  it('a digit picks that seat', () => {
    const onDigit = vi.fn();
    const event = pressOn('3');
    handleDrillKey(event, { onDigit });
    expect(onDigit).toHaveBeenCalledWith(3);
    expect(event.defaultPrevented).toBe(true);
  });

  it('Enter and Space go to the next scenario only when the drill uses them', () => {
    for (const key of ['Enter', ' ']) {
      const used = pressOn(key);
      handleDrillKey(used, { onNext: () => true });
      expect(used.defaultPrevented).toBe(true);
      const unused = pressOn(key);
      handleDrillKey(unused, { onNext: () => false });
      // Not used (question still open): Enter on a focused seat button must still click it.
      expect(unused.defaultPrevented).toBe(false);
    }
  });

  it('ignores keys typed into form fields, with modifiers, and auto-repeat', () => {
    const onDigit = vi.fn();
    handleDrillKey(pressOn('2', {}, document.createElement('select')), { onDigit });
    handleDrillKey(pressOn('2', { ctrlKey: true }), { onDigit });
    handleDrillKey(pressOn('2', { repeat: true }), { onDigit });
    expect(onDigit).not.toHaveBeenCalled();
  });

  it('ignores other keys', () => {
    const onDigit = vi.fn();
    const onNext = vi.fn(() => true);
    handleDrillKey(pressOn('a'), { onDigit, onNext });
    handleDrillKey(pressOn('0'), { onDigit, onNext });
    expect(onDigit).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });
});

describe('isControl and inDrillArea: whose keys these are', () => {
  function page() {
    document.body.innerHTML = `
      <header><a id="link" href="#/">Drills</a><button id="lang">ES</button></header>
      <main id="main" tabindex="-1"><div id="drill"><div id="group" role="group" tabindex="-1"></div><button id="next">Next</button><span id="text">x</span></div></main>`;
    const $ = (id: string) => document.getElementById(id)!;
    return { $, area: $('drill') };
  }

  it('buttons, links, fields and widget roles are controls; a group, a text or the page are not', () => {
    const { $ } = page();
    expect(['link', 'lang', 'next'].map((id) => isControl($(id)))).toEqual([true, true, true]);
    const checkbox = document.createElement('div');
    checkbox.setAttribute('role', 'checkbox');
    expect(isControl(checkbox)).toBe(true);
    expect(isControl(document.createElement('select'))).toBe(true);
    expect([isControl($('group')), isControl($('text')), isControl($('main')), isControl(document.body), isControl(window)]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // A link with no address is no link.
    expect(isControl(document.createElement('a'))).toBe(false);
  });

  it("keys from the drill, or from the page around it with nothing focused, are the drill's; the header's are not", () => {
    const { $, area } = page();
    expect(inDrillArea($('group'), area)).toBe(true);
    expect(inDrillArea($('next'), area)).toBe(true);
    expect(inDrillArea($('main'), area)).toBe(true);
    expect(inDrillArea(document.body, area)).toBe(true);
    expect(inDrillArea($('link'), area)).toBe(false);
    expect(inDrillArea($('lang'), area)).toBe(false);
    // No drill on screen: no key is the drill's.
    expect(inDrillArea(document.body, null)).toBe(false);
  });

  it("Enter and Space on a control are the control's: the drill's Next is never asked", () => {
    const { $ } = page();
    const onNext = vi.fn(() => true);
    for (const id of ['next', 'link', 'lang']) {
      const event = pressOn('Enter', {}, $(id));
      handleDrillKey(event, { onNext });
      expect(event.defaultPrevented).toBe(false);
    }
    handleDrillKey(pressOn(' ', {}, $('group')), { onNext });
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
