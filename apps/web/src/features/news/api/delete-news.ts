import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** DELETE /api/news/{id}: answered with 204 and no body. */
export const deleteNews = (id: number) => apiDelete(`/api/news/${id}`, { schema: z.undefined() });

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
