import { currencyOf } from '@fuel/domain/brands/currency';
import { sellsFuel } from '@fuel/domain/additives/additive-rules';
import {
  creditLimitCsvTemplate,
  type CreditLimitCsvContext,
  type CreditLimitCsvReading,
} from '@fuel/domain/csv/credit-limit-csv';
import {
  listBuyerTermsOfSeller,
  setsAdditiveTerms,
  updateBuyerAdditivesIn,
  updateBuyerTermsIn,
} from '../buyer-management/buyer-management.service';
import { getMetadata } from '../metadata/metadata.service';
import { readCreditLimitCsvOffThread } from './csv-read-pool';
import { rowRefused, type Caller, type CsvKind, type CsvUploadsDeps } from './csv-uploads.service';

async function contextOf(deps: CsvUploadsDeps, auth: Caller): Promise<CreditLimitCsvContext> {
  const metadata = await getMetadata(deps, auth);
  return {
    brand: deps.platform.brand.id,
    currency: currencyOf(metadata.features.platform),
    buyers: await listBuyerTermsOfSeller(deps.db, auth.accountId),
    // Fuel and additive terms in their own columns (issue 24): an additive never lands in the fuel list.
    // An additive-only seller grants no fuel terms (decision 054): its file has no fuel columns.
    products: sellsFuel(metadata.sellerKind) ? metadata.fuels : [],
    additives: (await setsAdditiveTerms(deps, auth)) ? metadata.additives : [],
  };
}

/**
 * Credit limits (issue 18 part 2, issue 24): the rows through the terms forms' rules, the writes
 * through buyer management (fuel terms and additive terms apart, each only when the row changes it);
 * a row counts once, and only when it changes something.
 */
export const creditLimitsCsv: CsvKind<CreditLimitCsvReading> = {
  kind: 'credit-limits',

  async template(deps, auth) {
    return creditLimitCsvTemplate(await contextOf(deps, auth));
  },

  async read(deps, auth, text) {
    return readCreditLimitCsvOffThread(text, await contextOf(deps, auth));
  },

  async write(tx, _deps, auth, reading, details, now) {
    const counts = { created: 0, updated: 0, deleted: 0 };
    for (const r of reading.rows) {
      if (r.action !== 'create' && r.action !== 'update') continue;
      const { additiveProducts, ...fuel } = r.terms!;
      try {
        if (r.changes.fuel) await updateBuyerTermsIn(tx, auth, r.relationshipId!, fuel, now, { details });
        if (r.changes.additives && additiveProducts)
          await updateBuyerAdditivesIn(tx, auth, r.relationshipId!, { additiveProducts }, now, { details });
      } catch (err) {
        rowRefused(r.row, err);
      }
      counts[r.action === 'create' ? 'created' : 'updated'] += 1;
    }
    return counts;
  },

  async afterCommit() {},
};
