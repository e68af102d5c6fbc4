import { z } from 'zod';
import { requiredString } from '../validation/fields';
import { idSchema } from '../validation/numbers';

// Favourite markets of a buyer user (spec section 3 "Favourites: a config list"; section 2 "favourites
// wizard: step 1 products, step 2 regions and terminals, step 3 sellers, step 4 name and save").
// GET /api/favourites answers the list at login (spec section 4), the market filters to one.

/** The longest name of a favourite. */
export const FAVOURITE_NAME_MAX = 80;

/** What the market filters to; an empty list means "all" (all products, all terminals, all sellers). */
export const FavouriteConfigSchema = z.object({
  productIds: z.array(z.number().int()),
  terminalIds: z.array(z.number().int()),
  sellerIds: z.array(z.number().int()),
});
export type FavouriteConfig = z.infer<typeof FavouriteConfigSchema>;

export const FavouriteSchema = z.object({ id: z.number().int(), name: z.string(), config: FavouriteConfigSchema });
export type Favourite = z.infer<typeof FavouriteSchema>;
export const FavouritesSchema = z.object({ favourites: z.array(FavouriteSchema) });

export const FAVOURITE_FIELD_LABELS = { name: 'Bezeichnung' } as const;

const ids = () => z.array(idSchema()).max(1000, { error: 'Es sind höchstens 1000 Einträge möglich.' });
const favouriteName = () => requiredString(FAVOURITE_FIELD_LABELS.name, FAVOURITE_NAME_MAX);

/** POST /api/favourites. sellerIds may be left out by older clients (all sellers). */
export const CreateFavouriteRequestSchema = z.object({
  name: favouriteName(),
  config: z.object({ productIds: ids(), terminalIds: ids(), sellerIds: ids().default([]) }),
});
export type CreateFavouriteRequest = z.infer<typeof CreateFavouriteRequestSchema>;

/** PUT /api/favourites/{id}: a new name (the only thing that changes; a new selection is a new favourite). */
export const RenameFavouriteRequestSchema = z.object({ name: favouriteName() });
export type RenameFavouriteRequest = z.infer<typeof RenameFavouriteRequestSchema>;
