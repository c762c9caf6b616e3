import { useEventListener } from '@vueuse/core';

export interface DrillKeyHandlers {
  /** A digit key 1-9 was pressed. */
  readonly onDigit?: (digit: number) => void;
  /** Enter or Space was pressed away from any control; return true if it was used (then the browser default is cancelled). */
  readonly onNext?: () => boolean;
}

export interface DrillAnswerKeyHandlers extends DrillKeyHandlers {
  /** A letter key (given upper-case); return true if it was used. */
  readonly onLetter?: (letter: string) => boolean;
  /** Backspace; return true if it was used (undo a tap). */
  readonly onBackspace?: () => boolean;
}

/** A field the user types or picks in (keys there are theirs, and the drill leaves its focus alone); a disabled one is not. */
export function isFormField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) && !(target as HTMLInputElement).disabled))
  );
}

const CONTROL_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'option']);

/** A control of its own (a button, a link, a field...): Enter and Space on it activate it, never the drill's Next. */
export function isControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (isFormField(target)) return true;
  if (['BUTTON', 'SUMMARY'].includes(target.tagName) || (target.tagName === 'A' && target.hasAttribute('href'))) return true;
  return CONTROL_ROLES.has(target.getAttribute('role') ?? '');
}

/**
 * Whether a key belongs to the drill: it comes from inside the drill's area, or from the page around it with no
 * control of its own focused (the body, the main column: a click on the felt leaves the focus there). A key on the
 * header's links or the language switch is theirs.
 */
export function inDrillArea(target: EventTarget | null, area: Element | null): boolean {
  if (!area) return false;
  if (!(target instanceof Node)) return true;
  if (area.contains(target)) return true;
  return target instanceof Element && target.contains(area) && !isControl(target);
}

/** Digits pick seats, Enter/Space go on; exported so it can be tested without a window. */
export function handleDrillKey(event: KeyboardEvent, handlers: DrillKeyHandlers): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isFormField(event.target)) return;
  if (/^[1-9]$/.test(event.key)) {
    handlers.onDigit?.(Number(event.key));
    event.preventDefault();
  } else if ((event.key === 'Enter' || event.key === ' ') && !isControl(event.target) && handlers.onNext?.()) {
    event.preventDefault();
  }
}

/**
 * The drill keys (digits for seats, Enter/Space for next: handleDrillKey) plus letters for choices
 * (A-F) and specials (B burn, S scramble, C common), and Backspace to undo a tap.
 */
export function handleDrillAnswerKey(event: KeyboardEvent, handlers: DrillAnswerKeyHandlers): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isFormField(event.target)) return;
  if (/^[a-z]$/i.test(event.key)) {
    if (handlers.onLetter?.(event.key.toUpperCase())) event.preventDefault();
  } else if (event.key === 'Backspace') {
    if (handlers.onBackspace?.()) event.preventDefault();
  } else {
    handleDrillKey(event, handlers);
  }
}

/**
 * Listens on the window while the component is mounted; the keys act only when they come from the drill's area
 * (`area`, see inDrillArea): single-key shortcuts never fire from the header's links or buttons.
 */
export function useDrillAnswerKeys(handlers: DrillAnswerKeyHandlers, area: () => Element | null): void {
  const listener = (event: KeyboardEvent) => {
    if (inDrillArea(event.target, area())) handleDrillAnswerKey(event, handlers);
  };
  useEventListener(window, 'keydown', listener);
}
