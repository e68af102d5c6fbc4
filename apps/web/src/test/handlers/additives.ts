import { http } from 'msw';
import type {
  AdditiveOffer,
  AdditiveOfferListResponse,
  AdditiveProductsResponse,
} from '@fuel/domain/contracts/additives';
import { json, reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/v2/offers/additives: each load takes the next answer; the last one stays. */
export const additiveOfferList = (answers: Array<Answer<AdditiveOfferListResponse>>, spy?: RequestSpy) =>
  http.get('/api/v2/offers/additives', async ({ request }) => {
    await report(request, spy);
    return reply(answers.length > 1 ? answers.shift()! : answers[0]!);
  });

/** GET /api/additives/products. */
export const additiveProducts = (body: AdditiveProductsResponse, spy?: RequestSpy) =>
  http.get('/api/additives/products', async ({ request }) => {
    await report(request, spy);
    return json(body);
  });

/** POST /api/offer/additive: the clone (201). */
export const cloneAdditiveOffer = (answer: AdditiveOffer, spy?: RequestSpy) =>
  http.post('/api/offer/additive', async ({ request }) => {
    await report(request, spy);
    return json(answer, 201);
  });

/** PUT /api/offer/additive/edit: the offer after the status change. */
export const editAdditiveOffer = (answer: AdditiveOffer, spy?: RequestSpy) =>
  http.put('/api/offer/additive/edit', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });
