import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { useBrand } from '../../brands/brand-context';
import { PageHeader } from '../../ui/page-header';
import { CsvDropZone } from './components/csv-drop-zone';
import { CsvHistoryTable } from './components/csv-history-table';
import { CsvPreviewPanel } from './components/csv-preview-panel';
import { CsvRefusalAlert } from './components/csv-refusal-alert';
import { CsvUploadProgress } from './components/csv-upload-progress';
import { csvPaths, type CsvKindView } from './csv-kinds';
import { useCsvUploadFlow } from './use-csv-upload-flow';

/**
 * One upload screen (offers, credit limits or liftings): template, drop a file, the browser's quick check, the
 * upload with progress, the server's preview, apply, and the history (spec sections 2 to 4 and 8).
 */
export function CsvUploadPage({ view }: { view: CsvKindView }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = useCurrentPageTitle() ?? '';
  const { progress, preview, refusal, applied, onFile, discard, onApplied } = useCsvUploadFlow(view);

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t(view.description)}
        actions={
          <Group gap="sm">
            <Button component={Link} to={view.back.href} variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t(view.back.label)}
            </Button>
            <Button
              component="a"
              href={csvPaths(view.kind).template}
              download
              leftSection={<IconDownload size={16} />}
              data-testid="csv-template"
            >
              {t('csvUploads.template')}
            </Button>
          </Group>
        }
      />
      <Stack gap={4}>
        <Text size="sm">{t(view.rules)}</Text>
        <Text size="sm" c="dimmed">
          {t('csvUploads.formatHint', { example: formatNumber(1234.5, { brand: brand.id, decimals: 2 }) })}
        </Text>
      </Stack>
      <CsvDropZone onFile={(file) => void onFile(file)} disabled={progress !== null} />
      {progress !== null && <CsvUploadProgress progress={progress} />}
      {refusal && <CsvRefusalAlert view={view} refusal={refusal} />}
      {applied && (
        <Alert color="green" variant="light" data-testid="csv-applied">
          {applied}
        </Alert>
      )}
      {preview && <CsvPreviewPanel view={view} preview={preview} onDiscard={discard} onApplied={onApplied} />}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('csvUploads.history')}
        </Title>
        <CsvHistoryTable kind={view.kind} />
      </Stack>
    </Stack>
  );
}
