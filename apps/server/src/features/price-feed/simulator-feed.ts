import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import type { FeedTick, PriceFeed } from './price-feed';
import { createWalk, stepWalk, type WalkState } from './random-walk';

export type SimulatorOptions = {
  intervalMs: number;
  seed?: number;
  /** The last known quotes, so a restart or a new leader continues the market without a jump. */
  start?: QuoteMap;
  now?: () => Date;
};

/** The default feed: a batch of every symbol each interval, from the seeded random walk. */
export class SimulatorFeed implements PriceFeed {
  private timer: NodeJS.Timeout | null = null;
  private readonly walk: WalkState;

  constructor(private readonly opts: SimulatorOptions) {
    this.walk = createWalk(opts.seed ?? Date.now() % 2 ** 31, opts.start);
  }

  start(emit: (ticks: FeedTick[]) => void): void {
    if (this.timer) return;
    const now = this.opts.now ?? (() => new Date());
    const tick = () => {
      const timestamp = now();
      emit(stepWalk(this.walk, this.opts.intervalMs).map((t) => ({ ...t, timestamp })));
    };
    this.timer = setInterval(tick, this.opts.intervalMs);
    tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
