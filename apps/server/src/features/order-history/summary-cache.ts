// Totals and filter options of the history, kept per filter set for a short time and dropped at
// once when orders of one of the accounts they cover change in this process (decision 036).

type Entry<T> = { value: T; expiresAt: number; accounts: readonly number[] };

export class AccountCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Counts forget() calls: a value computed while orders changed is not stored (it may predate the change). */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now: number): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Taken before computing a value; pass it to set(). */
  stamp(): number {
    return this.generation;
  }

  set(key: string, accounts: readonly number[], value: T, now: number, stamp: number): void {
    if (stamp !== this.generation) return;
    // Map keeps insertion order: the oldest entry goes first when the cache is full.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs, accounts });
  }

  /** Drops every entry that covers one of the accounts (a buyer's entry covers its child accounts too). */
  forget(accountIds: readonly number[]): void {
    this.generation++;
    const changed = new Set(accountIds);
    for (const [key, e] of this.entries) if (e.accounts.some((a) => changed.has(a))) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
