import MarketPage from '../features/market/market-page';
import type { MarketRowAction } from '../features/market/components/market-row';
import { SetTargetButton } from '../features/target-orders/components/set-target-button';

/**
 * Each row's "Zielpreis setzen" (feature target-orders, issue 29), with the row's product, place and price
 * now. A delivered row names no terminal: its target is delivered in the row's region (the form opens on
 * "Lieferung" and takes the buyer's only delivery address).
 */
const setTarget: MarketRowAction = (offer, current) => (
  <SetTargetButton
    offerId={offer.id}
    prefill={{
      productId: offer.product.id,
      terminalId: offer.terminal?.id ?? null,
      regionId: offer.region.id,
      targetPrice: current.pricePer100l,
      buyerAccountId: current.childAccountId,
    }}
  />
);

/**
 * /handelsplatz: the market (feature market) with a target order from any row (feature target-orders);
 * two features on one page, so the page lives above them.
 */
export default function MarketWithTargetsPage() {
  return <MarketPage rowAction={setTarget} />;
}
