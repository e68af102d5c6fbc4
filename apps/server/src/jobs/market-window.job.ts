import { startMarketWindowJob } from '../features/market-window/market-window.job';
import type { Job } from './job';

export const marketWindowJob: Job = { name: 'market-window', runsOn: 'leader', start: startMarketWindowJob };
