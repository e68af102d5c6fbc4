import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNewsBox } from '../lib/api/get-news-box';
import { formatDay } from '@fuel/domain/calendar/format';
import { LoadErrorWidget } from './load-error-widget';

type Props = {
  /** Whose box it is: a buyer reads its sellers' news, a seller (with newsBox) its own. */
  viewer: 'buyer' | 'seller';
  /** The news editor's path, offered to a seller that may open it. */
  manageHref?: string;
};

/**
 * Spec sections 6 and 9: the news box, the last 10 items (newest first) with date, seller and text.
 * The caller shows it only where it shows (guard-session.ts showsNewsBox).
 */
export function NewsBox({ viewer, manageHref }: Props) {
  const { t } = useTranslation();
  const news = useNewsBox(true);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="section"
      aria-labelledby="news-box-title"
      data-testid="news-box"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconNews size={20} aria-hidden />
          <Title order={2} size="h4" id="news-box-title">
            {t('news.boxTitle')}
          </Title>
        </Group>
        {manageHref && (
          <Anchor component={Link} to={manageHref} size="sm" data-testid="news-box-manage">
            {t('news.manage')}
          </Anchor>
        )}
      </Group>
      {news.isPending && <Skeleton h={120} radius="sm" />}
      {news.isError && (
        <LoadErrorWidget
          title={t('news.boxLoadFailed')}
          error={news.error}
          onRetry={() => void news.refetch()}
          testId="news-box-error"
        />
      )}
      {news.isSuccess && news.data.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="news-box-empty">
          {t(viewer === 'buyer' ? 'news.boxEmptyBuyer' : 'news.boxEmptySeller')}
        </Text>
      )}
      {news.isSuccess && news.data.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {news.data.map((item) => (
            <li key={item.id} data-testid="news-box-item" data-news-id={item.id}>
              <Group gap={6} wrap="wrap">
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={item.date}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatDay(item.date)}
                </Text>
                <Text size="xs" fw={600}>
                  {item.sellerName}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.text}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
