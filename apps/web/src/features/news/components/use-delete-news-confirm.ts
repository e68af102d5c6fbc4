import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@fuel/domain/contracts/news';
import { formatDay } from '@fuel/domain/calendar/format';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useDeleteNews } from '../api/delete-news';

/** Deleting a news item after confirmation; `dialog` must be rendered by the page. */
export function useDeleteNewsConfirm() {
  const { t } = useTranslation();
  const remove = useDeleteNews();
  const confirm = useConfirm();
  const askDelete = (item: NewsItem) =>
    confirm.ask({
      title: t('news.deleteTitle'),
      message: t('news.deleteText', { date: formatDay(item.date) }),
      confirmLabel: t('news.delete'),
      cancelLabel: t('news.cancel'),
      danger: true,
      run: async () => {
        await remove.mutateAsync(item.id);
        notifications.show({ color: 'green', message: t('news.deleted') });
      },
    });
  return { askDelete, dialog: confirm.dialog };
}
