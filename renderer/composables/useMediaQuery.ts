import { onBeforeUnmount, ref, type Ref } from 'vue';

/** Whether a CSS media query matches the window now, kept up to date (false where matchMedia is missing: tests). */
export function useMediaQuery(query: string): Readonly<Ref<boolean>> {
  const list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  const matches = ref(list?.matches ?? false);
  const update = (e: MediaQueryListEvent) => (matches.value = e.matches);
  list?.addEventListener('change', update);
  onBeforeUnmount(() => list?.removeEventListener('change', update));
  return matches;
}
