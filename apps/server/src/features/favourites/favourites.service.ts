import type { CreateFavouriteRequest, Favourite } from '@fuel/domain/contracts/favourites';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import * as repo from './favourites.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

type Deps = { db: Db };
type Caller = Pick<AuthContext, 'userId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** Favourites belong to the user (not the account): every buyer user keeps their own list. */
export async function listFavourites(deps: Deps, auth: Caller): Promise<{ favourites: Favourite[] }> {
  return { favourites: await repo.listFavourites(deps.db, auth.userId) };
}

/** Products, terminals and sellers must exist (a seller: an account of type seller); ids are kept once, in order. */
export async function createFavourite(deps: Deps, auth: Caller, input: CreateFavouriteRequest): Promise<Favourite> {
  const productIds = [...new Set(input.config.productIds)];
  const terminalIds = [...new Set(input.config.terminalIds)];
  const sellerIds = [...new Set(input.config.sellerIds)];
  const [knownProducts, knownTerminals, knownSellers] = await Promise.all([
    repo.existingProductIds(deps.db, productIds),
    repo.existingTerminalIds(deps.db, terminalIds),
    repo.existingSellerIds(deps.db, sellerIds),
  ]);
  const fields: Record<string, string> = {};
  if (productIds.some((id) => !knownProducts.has(id))) fields['config.productIds'] = 'Unbekanntes Produkt.';
  if (terminalIds.some((id) => !knownTerminals.has(id))) fields['config.terminalIds'] = 'Unbekanntes Terminal.';
  if (sellerIds.some((id) => !knownSellers.has(id)))
    fields['config.sellerIds'] = SERVER_MESSAGES.favourites.unknownSeller;
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
  return repo.insertFavourite(deps.db, auth.userId, input.name, { productIds, terminalIds, sellerIds });
}

/** Only the user's own favourites; another user's id answers 404 like a missing one. */
export async function renameFavourite(deps: Deps, auth: Caller, id: number, name: string): Promise<Favourite> {
  const row = await repo.renameFavourite(deps.db, auth.userId, id, name);
  if (!row) throw notFound();
  return row;
}

/** Only the user's own favourites; another user's id answers 404 like a missing one. */
export async function deleteFavourite(deps: Deps, auth: Caller, id: number): Promise<void> {
  if (!(await repo.deleteFavourite(deps.db, auth.userId, id))) throw notFound();
}
