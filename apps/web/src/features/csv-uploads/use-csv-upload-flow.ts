import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { usePreviewCsvUpload } from './api/preview-csv-upload';
import type { CsvRefusal } from './components/csv-refusal-alert';
import type { CsvKindView } from './csv-kinds';
import { checkFileLocally } from './local-check';

/** The upload flow's state: the browser's quick check, the upload with progress, preview and outcome. */
export function useCsvUploadFlow(view: CsvKindView) {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [refusal, setRefusal] = useState<CsvRefusal | null>(null);
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

  const discard = () => setPreview(null);
  const onApplied = (message: string) => {
    setPreview(null);
    setApplied(message);
  };

  return { progress, preview, refusal, applied, onFile, discard, onApplied };
}
