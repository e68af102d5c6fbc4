import { useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import type { CsvProblem } from '@fuel/domain/csv/csv-file';
import { formatNumber } from '@fuel/domain/formats/number';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { useBrand } from '../../brands/brand-context';
import { useSpelling } from '../../i18n/use-spelling';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { usePreviewCsvUpload } from './api/preview-csv-upload';
import { CsvDropZone } from './components/csv-drop-zone';
import { CsvHistoryTable } from './components/csv-history-table';
import { CsvPreviewPanel } from './components/csv-preview-panel';
import { CsvProblems } from './components/csv-problems';
import { csvPaths, type CsvKindView } from './csv-kinds';
import { checkFileLocally } from './local-check';

type Refusal = { fileName: string; problems: CsvProblem[] } | { fileName: string; message: string };

/**
 * One upload screen (offers or credit limits): template, drop a file, the browser's quick check, the
 * upload with progress, the server's preview, apply, and the history (spec sections 2 to 4 and 8).
 */
export function CsvUploadPage({ view }: { view: CsvKindView }) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const brand = useBrand();
  const title = useCurrentPageTitle() ?? '';
  const metadata = useMetadata();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const upload = usePreviewCsvUpload(view.kind, setProgress);

  const onFile = async (file: File) => {
    setPreview(null);
    setRefusal(null);
    setApplied(null);
    const problems = metadata.data ? await checkFileLocally(file, view.columns(metadata.data)) : [];
    if (problems.length > 0) {
      setRefusal({ fileName: file.name, problems });
      return;
    }
    setProgress(0);
    try {
      setPreview(await upload.mutateAsync(file));
    } catch (e) {
      setRefusal({ fileName: file.name, message: isApiError(e) ? e.message : t('app.unexpectedError') });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t(`pages.${view.kind === 'offers' ? 'offersCsv' : 'creditLimitsCsv'}.description`)}
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
      {progress !== null && (
        <Stack gap={4} data-testid="csv-progress">
          <Text size="sm">
            {progress < 1
              ? t('csvUploads.uploading', { percent: Math.round(progress * 100) })
              : t('csvUploads.checking')}
          </Text>
          <Progress
            value={progress * 100}
            animated={progress >= 1}
            aria-label={t('csvUploads.uploading', { percent: Math.round(progress * 100) })}
          />
        </Stack>
      )}
      {refusal && (
        <ErrorAlert
          title={
            'problems' in refusal
              ? t('csvUploads.errorTitle', { file: refusal.fileName })
              : t('csvUploads.uploadFailed', { file: refusal.fileName })
          }
          message={
            'problems' in refusal ? t('csvUploads.errorText', { count: refusal.problems.length }) : refusal.message
          }
        >
          {'problems' in refusal && (
            <CsvProblems problems={refusal.problems.map((p) => ({ ...p, message: spell(p.message) }))} />
          )}
          <Button
            component="a"
            href={csvPaths(view.kind).template}
            download
            variant="subtle"
            size="compact-sm"
            mt="xs"
            leftSection={<IconDownload size={14} />}
          >
            {t('csvUploads.template')}
          </Button>
        </ErrorAlert>
      )}
      {applied && (
        <Alert color="green" variant="light" data-testid="csv-applied">
          {applied}
        </Alert>
      )}
      {preview && (
        <CsvPreviewPanel
          view={view}
          preview={preview}
          onDiscard={() => setPreview(null)}
          onApplied={(message) => {
            setPreview(null);
            setApplied(message);
          }}
        />
      )}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('csvUploads.history')}
        </Title>
        <CsvHistoryTable kind={view.kind} />
      </Stack>
    </Stack>
  );
}
