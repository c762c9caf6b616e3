import { onBeforeUnmount, onMounted } from 'vue';

export interface DrillKeyHandlers {
  /** A digit key 1-9 was pressed. */
  readonly onDigit?: (digit: number) => void;
  /** Enter or Space was pressed; return true if it was used (then the browser default is cancelled). */
  readonly onNext?: () => boolean;
}

export interface DrillAnswerKeyHandlers extends DrillKeyHandlers {
  /** A letter key (given upper-case); return true if it was used. */
  readonly onLetter?: (letter: string) => boolean;
  /** Backspace; return true if it was used (undo a tap). */
  readonly onBackspace?: () => boolean;
}

/** Keys typed into form fields belong to those fields. */
/** A field the user types or picks in (keys there are theirs, and the drill leaves its focus alone); a disabled one is not. */
export function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName) && !(target as HTMLInputElement).disabled));
}

/** Digits pick seats, Enter/Space go on; exported so it can be tested without a window. */
export function handleDrillKey(event: KeyboardEvent, handlers: DrillKeyHandlers): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isFormField(event.target)) return;
  if (/^[1-9]$/.test(event.key)) {
    handlers.onDigit?.(Number(event.key));
    event.preventDefault();
  } else if ((event.key === 'Enter' || event.key === ' ') && handlers.onNext?.()) {
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

/** Listens on the window while the component is mounted. */
export function useDrillAnswerKeys(handlers: DrillAnswerKeyHandlers): void {
  const listener = (event: KeyboardEvent) => handleDrillAnswerKey(event, handlers);
  onMounted(() => window.addEventListener('keydown', listener));
  onBeforeUnmount(() => window.removeEventListener('keydown', listener));
}
