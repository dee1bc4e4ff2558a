/** Values kept for a short while by key, at most `size` of them (the oldest kept goes first):
 * what a list keeps of a search between the requests that repeat it (paging, tab switches,
 * typing). A writer through this process clears it; writes from elsewhere (another server on
 * the same PostgreSQL, a bulk import) show once an entry is `keepMs` old. */
export function createRecentCache<T>(keepMs: number, size: number) {
  const entries = new Map<string, { at: number; value: T }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (hit && performance.now() - hit.at < keepMs) return hit.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, { at: performance.now(), value });
    },
    clear: () => entries.clear(),
  };
}
