import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CsvProblem } from '@fuel/domain/csv/csv-file';
import { useSpelling } from '../../../i18n/use-spelling';
import { ErrorAlert } from '../../../ui/error-alert';
import { csvPaths, type CsvKindView } from '../csv-kinds';
import { CsvProblems } from './csv-problems';

/** A file refused before a preview: by the browser's check (problems) or by the upload (message). */
export type CsvRefusal = { fileName: string; problems: CsvProblem[] } | { fileName: string; message: string };

/** The refusal's error with its problems and the template link. */
export function CsvRefusalAlert({ view, refusal }: { view: CsvKindView; refusal: CsvRefusal }) {
  const { t } = useTranslation();
  const spell = useSpelling();
  return (
    <ErrorAlert
      title={
        'problems' in refusal
          ? t('csvUploads.errorTitle', { file: refusal.fileName })
          : t('csvUploads.uploadFailed', { file: refusal.fileName })
      }
      message={'problems' in refusal ? t('csvUploads.errorText', { count: refusal.problems.length }) : refusal.message}
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
  );
}
