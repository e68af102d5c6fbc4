import { MarketWindowResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../../api-client';

/** GET /api/generic/marketWindow: the current window, or {} when there is none (spec section 7). */
export const getMarketWindow = () => apiGet('/api/generic/marketWindow', { schema: MarketWindowResponseSchema });
