import type { ReactNode } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { title: string; onExport: (() => void) | null; testId: string; children: ReactNode };

/** A report: its title, the CSV export (offered once there are rows) and its filters and results. */
export function ReportCard({ title, onExport, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onExport ?? undefined}
          disabled={!onExport}
          data-testid={`${testId}-export`}
        >
          {t('statistics.export')}
        </Button>
      </Group>
      {children}
    </Card>
  );
}
