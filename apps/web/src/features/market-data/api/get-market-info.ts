import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MarketInfoSchema } from '@fuel/domain/contracts/market-data';
import type { MarketSymbol } from '@fuel/domain/market-data/symbols';
import { apiGet } from '../../../lib/api-client';

export type MarketInfoParams = { symbol: MarketSymbol; minutes: number };

export const marketInfoKeys = {
  all: ['market-info'] as const,
  detail: (params: MarketInfoParams) => [...marketInfoKeys.all, params] as const,
};

/** GET /api/market-info: gasoil curve, FX rates and the recent prices of one symbol. */
export const getMarketInfo = ({ symbol, minutes }: MarketInfoParams) =>
  apiGet(`/api/market-info?${new URLSearchParams({ symbol, minutes: String(minutes) })}`, { schema: MarketInfoSchema });

export const marketInfoQuery = (params: MarketInfoParams) =>
  queryOptions({ queryKey: marketInfoKeys.detail(params), queryFn: () => getMarketInfo(params) });

/** Live quotes keep the screen current; the server is asked again only when the symbol or period changes. */
export const useMarketInfo = (params: MarketInfoParams) =>
  useQuery({ ...marketInfoQuery(params), placeholderData: keepPreviousData, staleTime: Infinity });
