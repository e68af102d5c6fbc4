import type { FastifyInstance } from 'fastify';
import {
  NEWS_BOX_SIZE,
  NEWS_EDITOR_MAX_ITEMS,
  type NewsInput,
  type NewsItem,
  type NewsList,
} from '@fuel/domain/contracts/news';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import * as repo from './news.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type NewsDeps = Pick<FastifyInstance, 'db' | 'now'>;

const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.news);

/**
 * GET /api/news: the news box (spec sections 6 and 9). A buyer reads the last 10 items of the sellers
 * it trades with (relationship ENABLED on both sides); a seller its own, only with the account
 * feature newsBox; items dated after today are not shown yet.
 */
export async function getNewsBox(deps: NewsDeps, auth: AuthContext): Promise<NewsList> {
  const today = businessDate(deps.now());
  if (auth.accountType === 'buyer')
    return { items: await repo.findConnectedSellersNews(deps.db, auth.accountId, today, NEWS_BOX_SIZE) };
  if (auth.accountType === 'seller' && (await repo.hasNewsBoxFeature(deps.db, auth.accountId))) {
    return { items: await repo.findSellerNews(deps.db, auth.accountId, today, NEWS_BOX_SIZE) };
  }
  throw new AppError(403, 'FEATURE_DISABLED', ERROR_MESSAGES.FEATURE_DISABLED);
}

/** GET /api/news/mine: the seller's own items for the editor, future ones included. */
export async function listOwnNews(deps: NewsDeps, auth: AuthContext): Promise<NewsList> {
  return { items: await repo.findSellerNews(deps.db, auth.accountId, null, NEWS_EDITOR_MAX_ITEMS) };
}

export async function createNews(deps: NewsDeps, auth: AuthContext, input: NewsInput): Promise<NewsItem> {
  const id = await repo.insertItem(deps.db, {
    sellerAccountId: auth.accountId,
    authorUserId: auth.userId,
    ...input,
    now: deps.now(),
  });
  return (await repo.findOwnItem(deps.db, id, auth.accountId))!;
}

/** Only the seller's own items: another seller's id is "not found", so ids reveal nothing. */
export async function updateNews(deps: NewsDeps, auth: AuthContext, id: number, input: NewsInput): Promise<NewsItem> {
  if (!(await repo.updateOwnItem(deps.db, id, auth.accountId, { ...input, now: deps.now() }))) throw notFound();
  return (await repo.findOwnItem(deps.db, id, auth.accountId))!;
}

export async function deleteNews(deps: NewsDeps, auth: AuthContext, id: number): Promise<void> {
  if (!(await repo.deleteOwnItem(deps.db, id, auth.accountId))) throw notFound();
}
