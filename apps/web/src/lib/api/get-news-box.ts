import { queryOptions, useQuery } from '@tanstack/react-query';
import { NewsListSchema } from '@fuel/domain/contracts/news';
import { apiGet } from '../api-client';
import { newsKeys } from './news-keys';

/** GET /api/news: the news box (spec section 9: the last 10 items, newest first). */
export const getNewsBox = () => apiGet('/api/news', { schema: NewsListSchema });

export const newsBoxQuery = () =>
  queryOptions({ queryKey: newsKeys.box, queryFn: getNewsBox, select: (answer) => answer.items });

/** Asked only where the box shows (spec section 6: buyers, and sellers with newsBox). */
export const useNewsBox = (enabled: boolean) => useQuery({ ...newsBoxQuery(), enabled });
