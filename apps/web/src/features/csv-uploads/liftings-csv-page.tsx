import { useTranslation } from 'react-i18next';
import { addPageTexts, liftingsTexts } from '../../i18n/page-texts';
import { CsvUploadPage } from './csv-upload-page';
import { LIFTINGS_CSV } from './csv-kinds';

/** /liftings/csv (sellers): liftings by CSV, with preview and history (issue 28). */
export default function LiftingsCsvPage() {
  const { i18n } = useTranslation();
  // The liftings texts load with this chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, liftingsTexts);
  return <CsvUploadPage view={LIFTINGS_CSV} />;
}
