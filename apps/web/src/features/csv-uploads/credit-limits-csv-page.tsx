import { CsvUploadPage } from './csv-upload-page';
import { CREDIT_LIMITS_CSV } from './csv-kinds';

/** /kaufer-management/csv-upload (sellers with MyRelationships_View): credit limits by CSV, with preview and history. */
export default function CreditLimitsCsvPage() {
  return <CsvUploadPage view={CREDIT_LIMITS_CSV} />;
}
