import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavouritesSchema } from '@fuel/domain/contracts/favourites';
import { apiGet } from '../api-client';

export const favouritesKeys = { all: ['favourites'] as const };

/** GET /api/favourites: the favourite markets of a buyer user (loaded with the session, spec section 4). */
export const getFavourites = () => apiGet('/api/favourites', { schema: FavouritesSchema });

export const favouritesQuery = () => queryOptions({ queryKey: favouritesKeys.all, queryFn: getFavourites });

/** The market (its favourites bar) and the favourites page read the same list; buyers only. */
export const useFavourites = (enabled = true) => useQuery({ ...favouritesQuery(), enabled });
