import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { canTrade, type Relationship } from '@fuel/domain/contracts/relationships';
import { terminalLabel, terminalOptionsByRegion, type IdOption, type IdOptionGroup } from '../../../ui/form/id-options';
import { useMetadata } from '../../../lib/api/get-metadata';
import { buyerRelationshipsQuery } from '../../../lib/api/get-buyer-relationships';
import { myOffersQuery } from '../../../lib/api/get-my-offers';
import type { TargetNames } from '../rules/rule-text';

/** "Diesel B7 · Tanklager Hamburg (#12)": an offer as the pickers and tables name it. */
export const offerLabel = (o: Pick<SellerOffer, 'id' | 'product' | 'terminal' | 'deliveryRegion'>) =>
  `${o.product.name} · ${o.terminal?.name ?? o.deliveryRegion?.name ?? '–'} (#${o.id})`;

export type RuleTargets = {
  customers: IdOption[];
  products: IdOption[];
  terminals: IdOptionGroup[];
  offers: IdOption[];
  names: TargetNames;
  liveOffers: SellerOffer[];
  isPending: boolean;
  isError: boolean;
};

/** The customer pickers offer the buyers the seller trades with, by name. */
const tradingCustomers = (relationships: Relationship[]) =>
  relationships
    .filter(canTrade)
    .map((r) => ({ id: r.counterparty.id, name: r.counterparty.name, city: r.counterparty.city }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));

/** What rules can target (the seller's customers, products, terminals and offers) and their names. */
export function useRuleTargets(): RuleTargets {
  const metadata = useMetadata();
  // The same queries (and cache keys) as the buyer-management and offers screens, narrowed here.
  const customers = useQuery({ ...buyerRelationshipsQuery(), select: tradingCustomers });
  const offers = useQuery({ ...myOffersQuery({}), select: (data) => data.offers });
  return useMemo(() => {
    const fuels = metadata.data?.fuels ?? [];
    const regions = metadata.data?.regions ?? [];
    // /api/offers/mine never lists removed offers.
    const offerList = offers.data ?? [];
    const terminalName = new Map(regions.flatMap((r) => r.terminals.map((x) => [x.id, terminalLabel(x)] as const)));
    const customerName = new Map((customers.data ?? []).map((c) => [c.id, c.name] as const));
    const productName = new Map(fuels.map((p) => [p.id, p.name] as const));
    const offerName = new Map(offerList.map((o) => [o.id, offerLabel(o)] as const));
    return {
      customers: (customers.data ?? []).map((c) => ({ value: c.id, label: c.city ? `${c.name} (${c.city})` : c.name })),
      products: fuels.map((p) => ({ value: p.id, label: p.name })),
      terminals: terminalOptionsByRegion(regions),
      offers: offerList.map((o) => ({ value: o.id, label: offerLabel(o) })),
      names: {
        customer: (id) => customerName.get(id),
        product: (id) => productName.get(id),
        terminal: (id) => terminalName.get(id),
        offer: (id) => offerName.get(id),
      },
      liveOffers: offerList.filter((o) => o.pricingType === 'LIVE'),
      isPending: metadata.isPending || customers.isPending || offers.isPending,
      isError: metadata.isError || customers.isError || offers.isError,
    };
  }, [
    metadata.data,
    metadata.isPending,
    metadata.isError,
    customers.data,
    customers.isPending,
    customers.isError,
    offers.data,
    offers.isPending,
    offers.isError,
  ]);
}
