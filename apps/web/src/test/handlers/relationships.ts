import { http } from 'msw';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { json } from './json';

/** GET /api/relationships/seller: the buyer's relationships with its sellers. */
export const sellerRelationships = (list: Relationship[]) => http.get('/api/relationships/seller', () => json(list));

/** GET /api/relationships/buyer: the seller's relationships with its buyers. */
export const buyerRelationships = (list: Relationship[]) => http.get('/api/relationships/buyer', () => json(list));
