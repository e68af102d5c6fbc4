import { queryOptions, useQuery } from '@tanstack/react-query';
import { NewsListSchema } from '@fuel/domain/contracts/news';
import { apiGet } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** GET /api/news/mine: the seller's own items for the editor, newest first (future-dated ones too). */
export const getMyNews = () => apiGet('/api/news/mine', { schema: NewsListSchema });

export const myNewsQuery = () =>
  queryOptions({ queryKey: newsKeys.mine, queryFn: getMyNews, select: (answer) => answer.items });

export const useMyNews = () => useQuery(myNewsQuery());
