import type { Metadata } from '@fuel/domain/contracts/metadata';
import { businessDate } from '@fuel/domain/offers/business-time';
import { offerCsvTemplate, type OfferCsvContext, type OfferCsvReading } from '@fuel/domain/csv/offer-csv';
import { getMetadata } from '../metadata/metadata.service';
import {
  assertLivePriceNotNegative,
  createOffersIn,
  listMyOffers,
  offersDepsOf,
  referenceIdsOf,
  removeOfferIn,
  storedOfferValues,
  updateOfferIn,
} from '../offers/offers.service';
import { AppError } from '../../shared/app-error';
import { assertSellsFuel } from '../additives/additives.service';
import { readOfferCsvOffThread } from './csv-read-pool';
import { rowRefused, type Caller, type CsvKind, type CsvUploadsDeps } from './csv-uploads.service';

/** The catalogue as the offer form offers it: fuels, terminals of every region, regions, lifting periods. */
export const offerCatalogueOf = (m: Metadata): OfferCsvContext['catalogue'] => ({
  fuels: m.fuels,
  terminals: m.regions.flatMap((r) => r.terminals),
  regions: m.regions,
  liftingPeriods: m.liftingPeriods,
});

async function contextOf(deps: CsvUploadsDeps, auth: Caller): Promise<OfferCsvContext> {
  const metadata = await getMetadata(deps, auth);
  const { offers } = await listMyOffers(offersDepsOf(deps), auth, {});
  return {
    brand: deps.platform.brand.id,
    today: businessDate(deps.now()),
    deliveredProducts: metadata.features.platform.DELIVERED_PRODUCTS === true,
    catalogue: offerCatalogueOf(metadata),
    offers,
  };
}

/** Offers (issue 18 part 1): the rows through the offer form's rules, the writes through the offers service. */
export const offersCsv: CsvKind<OfferCsvReading> = {
  kind: 'offers',

  async template(deps, auth) {
    const ctx = await contextOf(deps, auth);
    return offerCsvTemplate(ctx);
  },

  async read(deps, auth, text) {
    // An additive-only seller's file is refused whole, at preview and at apply (the offers service's rule, decision 054).
    await assertSellsFuel(deps.db, auth.accountId);
    const reading = await readOfferCsvOffThread(text, await contextOf(deps, auth));
    // The form's last rule needs market data: a live price may not end below zero (offers.service).
    const offersDeps = offersDepsOf(deps);
    for (const row of reading.rows) {
      if (row.input?.pricingType !== 'LIVE') continue;
      try {
        await assertLivePriceNotNegative(offersDeps, auth, row.input, referenceIdsOf(row.input));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const problem = { row: row.row, column: 'Aufschlag', message: err.fields?.surcharge ?? err.message };
        row.problems.push(problem);
        reading.problems.push(problem);
        row.input = null;
      }
    }
    return reading;
  },

  async write(tx, deps, auth, reading, details, now) {
    const offersDeps = offersDepsOf(deps);
    const creates = reading.rows.filter((r) => r.action === 'create');
    await createOffersIn(
      tx,
      auth,
      creates.map((r) => storedOfferValues(r.input!)),
      now,
      details,
    );
    let updated = 0;
    let deleted = 0;
    for (const r of reading.rows) {
      try {
        if (r.action === 'update') {
          await updateOfferIn(
            tx,
            offersDeps,
            auth,
            { offerId: r.offerId!, input: r.input!, values: storedOfferValues(r.input!) },
            now,
            details,
          );
          updated += 1;
        } else if (r.action === 'delete') {
          await removeOfferIn(tx, auth, r.offerId!, now, details);
          deleted += 1;
        }
      } catch (err) {
        rowRefused(r.row, err);
      }
    }
    return { created: creates.length, updated, deleted };
  },

  async afterCommit(deps, auth) {
    await deps.sellerMarketEvents.announceChange(auth.accountId);
  },
};
