import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NewsItemSchema, type NewsInput } from '@fuel/domain/contracts/news';
import { apiPost, apiPut } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** POST /api/news (new) or PUT /api/news/{id} (edit). */
export const saveNews = ({ id, input }: { id: number | null; input: NewsInput }) =>
  id === null
    ? apiPost('/api/news', input, { schema: NewsItemSchema })
    : apiPut(`/api/news/${id}`, input, { schema: NewsItemSchema });

/** Invalidates every news list: the editor's and each news box. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
