import type { FavouriteConfig } from '@fuel/domain/contracts/favourites';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { regionState } from './favourite-places';

export type FavouriteSummary = { products: string; terminals: string; sellers: string };
type Labels = {
  allProducts: string;
  allTerminals: string;
  allSellers: string;
  unavailable: string;
  wholeRegion: (region: string) => string;
};

/**
 * A favourite in words, from today's metadata: product, terminal and seller names; a region whose
 * terminals are all chosen by its name; an empty list as "all"; ids of which none is offered any more
 * (a seller disconnected, a terminal closed) as "unavailable", since the market then shows nothing.
 */
export function summariseFavourite(
  config: FavouriteConfig,
  metadata: Pick<Metadata, 'fuels' | 'regions' | 'sellers'>,
  labels: Labels,
): FavouriteSummary {
  const names = (ids: number[], items: { id: number; name: string }[]) =>
    items.filter((item) => ids.includes(item.id)).map((item) => item.name);
  const products = names(config.productIds, metadata.fuels);
  const terminals = metadata.regions.flatMap((region) => {
    const state = regionState(region, config.terminalIds);
    if (state === 'all') return [labels.wholeRegion(region.name)];
    return state === 'some' ? names(config.terminalIds, region.terminals) : [];
  });
  const sellers = names(config.sellerIds, metadata.sellers);
  const text = (ids: number[], found: string[], all: string) =>
    ids.length === 0 ? all : found.join(', ') || labels.unavailable;
  return {
    products: text(config.productIds, products, labels.allProducts),
    terminals: text(config.terminalIds, terminals, labels.allTerminals),
    sellers: text(config.sellerIds, sellers, labels.allSellers),
  };
}
