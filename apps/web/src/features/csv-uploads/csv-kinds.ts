import type { CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { creditLimitCsvColumns } from '@fuel/domain/csv/credit-limit-csv';
import type { CsvColumn } from '@fuel/domain/csv/csv-file';
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { LIFTING_CSV_COLUMNS } from '@fuel/domain/csv/lifting-csv';

/** What differs between the upload screens: paths, texts, the columns the browser checks first. */
export type CsvKindView = {
  kind: CsvUploadKind;
  description: 'pages.offersCsv.description' | 'pages.creditLimitsCsv.description' | 'liftings.csv.description';
  back: { href: string; label: 'csvUploads.backOffers' | 'csvUploads.backCreditLimits' | 'liftings.csv.back' };
  rules: 'csvUploads.rulesOffers' | 'csvUploads.rulesCreditLimits' | 'liftings.csv.rules';
  reference: 'csvUploads.columns.offerNumber' | 'csvUploads.columns.customerNumber' | 'liftings.csv.reference';
  columns: (metadata: Metadata) => readonly CsvColumn<string>[];
};

export const OFFERS_CSV: CsvKindView = {
  kind: 'offers',
  description: 'pages.offersCsv.description',
  back: { href: '/meine-angebote', label: 'csvUploads.backOffers' },
  rules: 'csvUploads.rulesOffers',
  reference: 'csvUploads.columns.offerNumber',
  columns: () => OFFER_CSV_COLUMNS,
};

export const CREDIT_LIMITS_CSV: CsvKindView = {
  kind: 'credit-limits',
  description: 'pages.creditLimitsCsv.description',
  back: { href: '/kaufer-management', label: 'csvUploads.backCreditLimits' },
  rules: 'csvUploads.rulesCreditLimits',
  reference: 'csvUploads.columns.customerNumber',
  // The server leaves the additive columns out for a seller without additives; its check decides.
  columns: (m) => creditLimitCsvColumns({ products: m.fuels, additives: m.additives }),
};

/** Liftings (issue 28): its texts load with the page (liftings-csv-page.tsx), not with the first page. */
export const LIFTINGS_CSV: CsvKindView = {
  kind: 'liftings',
  description: 'liftings.csv.description',
  back: { href: '/liftings', label: 'liftings.csv.back' },
  rules: 'liftings.csv.rules',
  reference: 'liftings.csv.reference',
  columns: () => LIFTING_CSV_COLUMNS,
};

/** The server's paths of a kind (downloads are plain links: the session cookie goes along). */
export const csvPaths = (kind: CsvUploadKind) => ({
  template: `/api/csv-uploads/${kind}/template`,
  history: `/api/csv-uploads/${kind}`,
  preview: (fileName: string) => `/api/csv-uploads/${kind}/preview?fileName=${encodeURIComponent(fileName)}`,
  apply: (id: number) => `/api/csv-uploads/${kind}/${id}/apply`,
  file: (id: number) => `/api/csv-uploads/${kind}/${id}/file`,
});
