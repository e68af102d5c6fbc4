import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import { ErrorAlert } from '../../../ui/error-alert';
import { useSpelling } from '../../../i18n/use-spelling';
import { useBrand } from '../../../brands/brand-context';
import { csvPaths, type CsvKindView } from '../csv-kinds';
import { CsvProblems } from './csv-problems';
import { fileSize } from './file-size';

/** The preview's header: the error (template link, file problems) or the file facts. */
export function CsvPreviewHeader({ view, preview }: { view: CsvKindView; preview: CsvPreview }) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const brand = useBrand();
  if (preview.problemCount > 0) {
    return (
      <ErrorAlert
        title={t('csvUploads.errorTitle', { file: preview.fileName })}
        message={t('csvUploads.errorText', { count: preview.problemCount })}
      >
        <Anchor href={csvPaths(view.kind).template} download display="block" mt="xs" size="sm">
          {t('csvUploads.template')}
        </Anchor>
        {preview.fileProblems.length > 0 && (
          <CsvProblems
            problems={preview.fileProblems.map((p) => ({ ...p, message: spell(p.message) }))}
            withRow={false}
          />
        )}
      </ErrorAlert>
    );
  }
  return (
    <Alert color="blue" variant="light" role="status" title={t('csvUploads.previewTitle', { file: preview.fileName })}>
      <Text size="sm">
        {t('csvUploads.fileInfo', {
          size: fileSize(preview.sizeBytes, brand.id),
          encoding: preview.encoding.toUpperCase(),
          separator: preview.separator,
        })}
      </Text>
    </Alert>
  );
}
