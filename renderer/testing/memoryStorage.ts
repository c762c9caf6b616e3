/** A Storage kept in a Map (one window's sessionStorage) for tests; `refuse` makes every write throw, as a full storage does. */
export function memoryStorage(refuse = false): Storage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, String(value));
    },
  };
}
