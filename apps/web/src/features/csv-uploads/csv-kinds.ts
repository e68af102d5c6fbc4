import type { CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { creditLimitCsvColumns } from '@fuel/domain/csv/credit-limit-csv';
import type { CsvColumn } from '@fuel/domain/csv/csv-file';
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';

/** What differs between the two upload screens: paths, texts, the columns the browser checks first. */
export type CsvKindView = {
  kind: CsvUploadKind;
  back: { href: string; label: 'csvUploads.backOffers' | 'csvUploads.backCreditLimits' };
  rules: 'csvUploads.rulesOffers' | 'csvUploads.rulesCreditLimits';
  reference: 'csvUploads.columns.offerNumber' | 'csvUploads.columns.customerNumber';
  columns: (metadata: Metadata) => readonly CsvColumn<string>[];
};

export const OFFERS_CSV: CsvKindView = {
  kind: 'offers',
  back: { href: '/meine-angebote', label: 'csvUploads.backOffers' },
  rules: 'csvUploads.rulesOffers',
  reference: 'csvUploads.columns.offerNumber',
  columns: () => OFFER_CSV_COLUMNS,
};

export const CREDIT_LIMITS_CSV: CsvKindView = {
  kind: 'credit-limits',
  back: { href: '/kaufer-management', label: 'csvUploads.backCreditLimits' },
  rules: 'csvUploads.rulesCreditLimits',
  reference: 'csvUploads.columns.customerNumber',
  // The server leaves the additive columns out for a seller without additives; its check decides.
  columns: (m) => creditLimitCsvColumns({ products: m.fuels, additives: m.additives }),
};

/** The server's paths of a kind (downloads are plain links: the session cookie goes along). */
export const csvPaths = (kind: CsvUploadKind) => ({
  template: `/api/csv-uploads/${kind}/template`,
  history: `/api/csv-uploads/${kind}`,
  preview: (fileName: string) => `/api/csv-uploads/${kind}/preview?fileName=${encodeURIComponent(fileName)}`,
  apply: (id: number) => `/api/csv-uploads/${kind}/${id}/apply`,
  file: (id: number) => `/api/csv-uploads/${kind}/${id}/file`,
});
