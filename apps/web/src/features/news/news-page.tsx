import { useState } from 'react';
import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@fuel/domain/contracts/news';
import { dayOf } from '@fuel/domain/statistics/periods';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { myNewsQuery, useMyNews } from './api/get-my-news';
import { useSaveNews } from './api/save-news';
import { NewsForm } from './components/news-form';
import { NewsTable } from './components/news-table';
import { useDeleteNewsConfirm } from './components/use-delete-news-confirm';

/** The list loads while the page's code loads. */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(myNewsQuery());
  return null;
}

/** /news (sellers): the news editor. Items appear in the connected buyers' news boxes from their date on. */
export default function NewsPage() {
  const { t } = useTranslation();
  const news = useMyNews();
  const save = useSaveNews();
  const { askDelete, dialog: deleteDialog } = useDeleteNewsConfirm();
  const [target, setTarget] = useState<null | 'new' | NewsItem>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  const today = dayOf(new Date());

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.news.title')}
        description={t('pages.news.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget('new')} data-testid="news-new">
            {t('news.newItem')}
          </Button>
        }
      />
      {news.isPending && <Skeleton h={200} radius="md" />}
      {news.isError && (
        <ErrorAlert
          title={t('news.loadFailed')}
          message={isApiError(news.error) ? news.error.message : t('app.unexpectedError')}
        >
          <Button mt="sm" size="xs" variant="light" onClick={() => void news.refetch()}>
            {t('news.retry')}
          </Button>
        </ErrorAlert>
      )}
      {news.isSuccess && news.data.length === 0 && (
        <Stack align="center" gap="xs" py="xl" data-testid="news-empty">
          <Text c="dimmed" ta="center" maw={520}>
            {t('news.empty')}
          </Text>
          <Button variant="light" onClick={() => setTarget('new')}>
            {t('news.createFirst')}
          </Button>
        </Stack>
      )}
      {news.isSuccess && news.data.length > 0 && (
        <NewsTable items={news.data} today={today} onEdit={setTarget} onDelete={askDelete} />
      )}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        size="lg"
        title={editing ? t('news.editItem') : t('news.newItem')}
        closeOnClickOutside={false}
      >
        {target !== null && (
          <NewsForm
            key={editing?.id ?? 'new'}
            item={editing}
            today={today}
            onCancel={() => setTarget(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?.id ?? null, input });
              notifications.show({ color: 'green', message: t('news.saved') });
              setTarget(null);
            }}
          />
        )}
      </Modal>
      {deleteDialog}
    </Stack>
  );
}
