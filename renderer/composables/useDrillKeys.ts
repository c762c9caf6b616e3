import { onBeforeUnmount, onMounted } from 'vue';

export interface DrillKeyHandlers {
  /** A digit key 1-9 was pressed. */
  readonly onDigit?: (digit: number) => void;
  /** Enter or Space was pressed; return true if it was used (then the browser default is cancelled). */
  readonly onNext?: () => boolean;
}

/** Keys typed into form fields belong to those fields. */
function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

/** Decides what a key press means for a drill; exported so it can be tested without a window. */
export function handleDrillKey(event: KeyboardEvent, handlers: DrillKeyHandlers): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || isFormField(event.target)) return;
  if (/^[1-9]$/.test(event.key)) {
    handlers.onDigit?.(Number(event.key));
    event.preventDefault();
  } else if ((event.key === 'Enter' || event.key === ' ') && handlers.onNext?.()) {
    event.preventDefault();
  }
}

/** Listens on the window while the component is mounted: digits pick seats, Enter/Space go on. */
export function useDrillKeys(handlers: DrillKeyHandlers): void {
  const listener = (event: KeyboardEvent) => handleDrillKey(event, handlers);
  onMounted(() => window.addEventListener('keydown', listener));
  onBeforeUnmount(() => window.removeEventListener('keydown', listener));
}
