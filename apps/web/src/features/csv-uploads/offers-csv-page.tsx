import { CsvUploadPage } from './csv-upload-page';
import { OFFERS_CSV } from './csv-kinds';

/** /meine-angebote/csv-upload (sellers): offers by CSV, with preview and history. */
export default function OffersCsvPage() {
  return <CsvUploadPage view={OFFERS_CSV} />;
}
