import { currencyOf } from '@fuel/domain/brands/currency';
import { creditLimitCsvTemplate, readCreditLimitCsv, type CreditLimitCsvContext, type CreditLimitCsvReading } from '@fuel/domain/csv/credit-limit-csv';
import { listBuyerTermsOfSeller, updateBuyerTermsIn } from '../buyer-management/buyer-management.service';
import { getMetadata } from '../metadata/metadata.service';
import { rowRefused, type Caller, type CsvKind, type CsvUploadsDeps } from './csv-uploads.service';

async function contextOf(deps: CsvUploadsDeps, auth: Caller): Promise<CreditLimitCsvContext> {
  const metadata = await getMetadata(deps, auth);
  return {
    brand: deps.platform.brand.id,
    currency: currencyOf(metadata.features.platform),
    buyers: await listBuyerTermsOfSeller(deps.db, auth.accountId),
    paymentTerms: metadata.paymentTerms,
    products: [...metadata.fuels, ...metadata.additives],
  };
}

/** Credit limits (issue 18 part 2): the rows through the terms form's rules, the writes through buyer management. */
export const creditLimitsCsv: CsvKind<CreditLimitCsvReading> = {
  kind: 'credit-limits',

  async template(deps, auth) {
    return creditLimitCsvTemplate(await contextOf(deps, auth));
  },

  async read(deps, auth, text) {
    return readCreditLimitCsv(text, await contextOf(deps, auth));
  },

  async write(tx, _deps, auth, reading, details, now) {
    const counts = { created: 0, updated: 0, deleted: 0 };
    for (const r of reading.rows) {
      if (r.action !== 'create' && r.action !== 'update') continue;
      try {
        await updateBuyerTermsIn(tx, auth, r.relationshipId!, r.terms!, now, { details });
      } catch (err) {
        rowRefused(r.row, err);
      }
      counts[r.action === 'create' ? 'created' : 'updated'] += 1;
    }
    return counts;
  },

  async afterCommit() {},
};
