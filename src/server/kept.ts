/**
 * The one way this process keeps things in memory (issue 56): a map bounded in entries, in bytes and in
 * age, in order of last use, so the least recently used and the old go first. The session look-ups, the
 * journal list's and shared reports' bodies, the journal-built answers and the staff figures all keep
 * theirs in one of these. Ages are judged by the caller's clock: a clock set back counts as old.
 */
export class Kept<K, V> {
  private readonly items = new Map<K, { value: V; bytes: number; keptAt: number }>();
  private keptBytes = 0;

  constructor(
    private readonly limits: {
      /** Entries at most. */
      maxEntries?: number;
      /** Bytes at most, all entries together (`sizeOf` says each one's). */
      maxBytes?: number;
      /** An entry larger than this is not kept (a few huge ones would push every other out). */
      maxEntryBytes?: number;
      /** No entry is given back longer than this after it was kept. */
      maxAgeMs?: number;
      sizeOf?: (value: V) => number;
    },
  ) {}

  private young(keptAt: number, now: number) {
    return now >= keptAt && now - keptAt <= (this.limits.maxAgeMs ?? Number.POSITIVE_INFINITY);
  }

  /** The value kept under `key`, if it is still young; it becomes the most recently used. */
  get(key: K, now: number): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    if (!this.young(item.keptAt, now)) {
      this.delete(key);
      return undefined;
    }
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  /** Keeps `value` under `key` as the most recently used, and lets the least recently used and the old go. */
  set(key: K, value: V, now: number) {
    this.delete(key);
    const bytes = this.limits.sizeOf?.(value) ?? 0;
    if (bytes > (this.limits.maxEntryBytes ?? Number.POSITIVE_INFINITY)) return;
    this.items.set(key, { value, bytes, keptAt: now });
    this.keptBytes += bytes;
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    const maxBytes = this.limits.maxBytes ?? Number.POSITIVE_INFINITY;
    for (const [other, item] of this.items) {
      if (this.items.size <= maxEntries && this.keptBytes <= maxBytes && this.young(item.keptAt, now)) break;
      if (other === key && this.items.size === 1) break;
      this.delete(other);
    }
  }

  delete(key: K) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.keptBytes -= item.bytes;
  }

  /** Drops every entry `drop` says yes to (a user's sessions, say). */
  deleteWhere(drop: (value: V, key: K) => boolean) {
    for (const [key, item] of this.items) if (drop(item.value, key)) this.delete(key);
  }

  clear() {
    this.items.clear();
    this.keptBytes = 0;
  }

  /** How much is kept (for tests and metrics). */
  size() {
    return { entries: this.items.size, bytes: this.keptBytes };
  }
}
