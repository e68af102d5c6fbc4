/**
 * A short in-process memory of resolved sessions (decision 037), so that a logged-in call does no
 * database work for the session most of the time. Entries live a few seconds at most and the cache
 * holds a bounded number of them; every change announced on the session-changes channel (migration
 * 0015: a session ended, a user or account changed) drops the entries it concerns at once.
 *
 * Kept free of Fastify and the database so that its rules can be tested on their own.
 */
export type CachedSession<T> = { value: T; userId: number; accountId: number };

type Entry<T> = CachedSession<T> & { storedAt: number };

export type SessionCacheOptions = {
  /** How long an entry may answer, in ms; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many entries; the oldest go first. */
  maxEntries: number;
  /** A monotonic clock in ms (never the app's clock: tests stand it still). */
  clock?: () => number;
};

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly clock: () => number;
  /**
   * Counts announced changes. A load that began before a change may have read the old rows, so it
   * is not stored (see begin/store): the change could otherwise be undone by a late answer.
   */
  private generation = 0;

  constructor(private readonly opts: SessionCacheOptions) {
    this.clock = opts.clock ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  get(idHash: string): CachedSession<T> | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.opts.ttlMs) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  /** Call before loading a session from the database; pass the result to store(). */
  begin(): number {
    return this.generation;
  }

  store(idHash: string, session: CachedSession<T>, begunAt: number): void {
    if (this.opts.ttlMs <= 0 || begunAt !== this.generation) return;
    this.entries.delete(idHash); // re-inserted last: the Map's order is the age order
    this.entries.set(idHash, { ...session, storedAt: this.clock() });
    if (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** Updates a cached value in place (a slid expiry), keeping its age. */
  update(idHash: string, value: T): void {
    const entry = this.entries.get(idHash);
    if (entry) entry.value = value;
  }

  delete(idHash: string): void {
    this.generation++;
    this.entries.delete(idHash);
  }

  /** Applies one announcement of migration 0015: 's:<hash>', 'u:<user id>', 'a:<account id>'. */
  invalidate(payload: string): void {
    this.generation++;
    const kind = payload.slice(0, 2);
    const key = payload.slice(2);
    if (kind === 's:') {
      this.entries.delete(key);
      return;
    }
    const id = Number(key);
    const field = kind === 'u:' ? 'userId' : kind === 'a:' ? 'accountId' : null;
    // Unknown announcement: forget everything rather than guess.
    if (field === null || !Number.isInteger(id)) return this.clear();
    for (const [hash, entry] of this.entries) if (entry[field] === id) this.entries.delete(hash);
  }

  /** Forgets every entry (a lost notification connection: changes may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
