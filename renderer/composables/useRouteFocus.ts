import { START_LOCATION, type Router } from 'vue-router';

/** Marks the element the route change focused: the screen's own focus management may take the focus from it. */
export const ROUTE_FOCUS_ATTR = 'data-route-focus';

export interface RouteFocusOptions {
  /** How long to wait for the new screen's heading (a screen may read its data first). */
  readonly timeoutMs?: number;
  /** How often to look. */
  readonly everyMs?: number;
}

/**
 * After a change of screen (a new path, not a new query on the same screen), the keyboard focus goes to the new
 * screen's main heading (the first <h1> in `main()`), or to `main()` itself when the screen shows none in time: a
 * screen reader then announces the new screen instead of nothing (focus dropped on the page's body), and Tab goes
 * on from there. The screen's own focus management wins: once something else has the focus (the drill runner's
 * question part, a field), nothing is moved. Returns a stop function.
 */
export function followRouteFocus(router: Router, main: () => HTMLElement | null, options: RouteFocusOptions = {}): () => void {
  const timeoutMs = options.timeoutMs ?? 3000;
  const everyMs = options.everyMs ?? 40;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  function focus(target: HTMLElement): void {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.setAttribute(ROUTE_FOCUS_ATTR, '');
    target.addEventListener('blur', () => target.removeAttribute(ROUTE_FOCUS_ATTR), { once: true });
    target.focus();
  }

  const stopRouter = router.afterEach((to, from, failure) => {
    cancel();
    if (failure || from === START_LOCATION || to.path === from.path) return;
    const before = document.activeElement;
    const startedAt = Date.now();
    const look = (): void => {
      timer = undefined;
      const root = main();
      const active = document.activeElement;
      // The focus is still where the click or key that changed the screen left it (or lost with it): ours to move.
      const free = !active || active === document.body || !active.isConnected || active === before || active === root;
      if (!root || !free) return;
      const heading = root.querySelector<HTMLElement>('h1');
      if (heading) return focus(heading);
      if (Date.now() - startedAt >= timeoutMs) return focus(root);
      timer = setTimeout(look, everyMs);
    };
    timer = setTimeout(look, 0);
  });

  return () => {
    cancel();
    stopRouter();
  };
}
