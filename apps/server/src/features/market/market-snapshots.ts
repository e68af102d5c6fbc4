// Decision 035: the market read model of one server process. A buyer's market is built from the
// database once (the one market statement plus its lookups) and kept here with the version of the
// market read model it was built at; a request reads that version (one primary-key lookup) and
// answers from the snapshot while it is unchanged. Sales (which do not move the version) drop the
// snapshots that show the seller; a snapshot also expires after MAX_AGE_MS, the bound on how long a
// lost sale notification can leave a market stale.

/** What a snapshot must say about itself for the cache to keep it current. */
export type Snapshot = {
  /** Version of the market read model read BEFORE the snapshot's rows: a later change moves it. */
  version: number;
  /** Business day the rows were selected for (offers' date ranges). */
  today: string;
  /** Sellers whose offers the snapshot shows: a sale of theirs drops it. */
  sellerIds: ReadonlySet<number>;
  /** deps.now() when it was built. */
  builtAtMs: number;
};

/** Longest life of a snapshot, whatever happens (a sale notification from another process was lost). */
export const MAX_AGE_MS = 60_000;
/** Buyers kept per process; the least recently used goes first. */
export const MAX_ENTRIES = 2_000;

export class MarketSnapshots<S extends Snapshot> {
  private readonly entries = new Map<string, S>();
  private readonly building = new Map<string, Promise<S>>();
  /** Moves on every sale: a build that saw a sale happen meanwhile is used once, not kept. */
  private sales = 0;

  constructor(private readonly limits = { maxAgeMs: MAX_AGE_MS, maxEntries: MAX_ENTRIES }) {}

  /** The snapshot of `key` current at `version` on `today`, built once for concurrent callers when missing. */
  async get(key: string, at: { version: number; today: string; nowMs: number }, build: () => Promise<S>): Promise<S> {
    const kept = this.entries.get(key);
    if (
      kept &&
      kept.version === at.version &&
      kept.today === at.today &&
      at.nowMs - kept.builtAtMs < this.limits.maxAgeMs
    ) {
      // Most recently used last: Map keeps insertion order, so the first entry is the eviction candidate.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    // The sales count is part of the key: a caller after a sale never joins a build from before it.
    const flightKey = `${key}|${at.version}|${at.today}|${this.sales}`;
    const inFlight = this.building.get(flightKey);
    if (inFlight) return inFlight;
    const salesBefore = this.sales;
    const promise = build()
      .then((snapshot) => {
        if (this.sales === salesBefore) this.keep(key, snapshot);
        return snapshot;
      })
      .finally(() => this.building.delete(flightKey));
    this.building.set(flightKey, promise);
    return promise;
  }

  /** Sales of these sellers' offers (null: of anyone) make the snapshots showing them stale. */
  sold(sellerIds: readonly number[] | null): void {
    this.sales++;
    for (const [key, snapshot] of this.entries) {
      if (sellerIds === null || sellerIds.some((id) => snapshot.sellerIds.has(id))) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, snapshot: S): void {
    this.entries.delete(key);
    this.entries.set(key, snapshot);
    while (this.entries.size > this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
