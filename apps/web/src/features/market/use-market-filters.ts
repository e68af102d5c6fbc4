import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Favourite } from '@fuel/domain/contracts/favourites';
import { useFavourites } from '../../lib/api/get-favourites';
import type { MarketFilters } from './api/market-keys';
import { favouriteFilters, filterBarChange, NO_FILTERS } from './market-filters-state';

/** ?favorit=<id> (the favourites page's "Im Handelsplatz öffnen", the wizard opened from the market). */
const FAVOURITE_PARAM = 'favorit';

type State = { favouriteId: number | null; filters: MarketFilters };

const stateOf = (favourite: Favourite | undefined, current: MarketFilters): State =>
  favourite
    ? { favouriteId: favourite.id, filters: favouriteFilters(favourite.config, current) }
    : { favouriteId: null, filters: current };

/**
 * The market's filters and its active favourite (issue 18). Favourites load at login (spec section 4),
 * so a requested one usually applies on the first render; otherwise as soon as the list is there. The
 * parameter then leaves the address, so a later choice is not undone by a reload.
 */
export function useMarketFilters() {
  const favourites = useFavourites().data?.favourites;
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(FAVOURITE_PARAM)) || null;
  const [state, setState] = useState<State>(() =>
    stateOf(
      favourites?.find((f) => f.id === requested),
      NO_FILTERS,
    ),
  );

  useEffect(() => {
    if (requested === null || !favourites) return;
    const favourite = favourites.find((f) => f.id === requested);
    if (favourite) setState((current) => stateOf(favourite, current.filters));
    setParams(
      (next) => {
        next.delete(FAVOURITE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, favourites, setParams]);

  return {
    favourites,
    favouriteId: state.favouriteId,
    filters: state.filters,
    /** A favourite's chip: on filters to it, off back to the whole market. */
    selectFavourite: (favourite: Favourite | null) =>
      setState((current) =>
        favourite
          ? stateOf(favourite, current.filters)
          : { favouriteId: null, filters: { ...NO_FILTERS, deliveryAddressId: current.filters.deliveryAddressId } },
      ),
    /** The filter bar. */
    changeFilters: (next: MarketFilters) =>
      setState((current) => {
        const change = filterBarChange(current.filters, next);
        return { favouriteId: change.keepsFavourite ? current.favouriteId : null, filters: change.filters };
      }),
    /** Another account's market (a child account): its own delivery addresses. */
    clearDeliveryAddress: () =>
      setState((current) => ({ ...current, filters: { ...current.filters, deliveryAddressId: null } })),
  };
}
