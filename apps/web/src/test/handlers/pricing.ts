import { http, HttpResponse } from 'msw';
import type { PricingRule, PricingRulesResponse } from '@fuel/domain/contracts/pricing-engine';
import type { z } from 'zod';
import type { FeedRails, PriceTypeResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiError, json, reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/pricing/rules answering with the given rules; `onRequest` sees each call. */
export const pricingRules = (body: Answer<PricingRulesResponse>, onRequest?: (request: Request) => void) =>
  http.get('/api/pricing/rules', ({ request }) => {
    onRequest?.(request);
    return reply(body);
  });

/** POST /api/pricing/rules: creates a rule (201) or refuses it. */
export const createPricingRule = (answer: Answer<PricingRule>, spy?: RequestSpy, status = 201) =>
  http.post('/api/pricing/rules', async ({ request }) => {
    await report(request, spy);
    return reply(answer, status);
  });

/** DELETE /api/pricing/rules/{id} (204). */
export const deletePricingRule = (spy?: RequestSpy) =>
  http.delete('/api/pricing/rules/:id', async ({ request }) => {
    await report(request, spy);
    return new HttpResponse(null, { status: 204 });
  });

/** GET /api/pricing/price-type. */
export const priceType = (body: z.infer<typeof PriceTypeResponseSchema>) =>
  http.get('/api/pricing/price-type', () => json(body));

/** GET /api/pricing/feed-rails, and POST /api/pricing/held-prices/{id}/confirm|discard of a held price in `initial` answering `afterDecision` (404 otherwise). */
export const feedRails = (initial: FeedRails, afterDecision: FeedRails, spy?: RequestSpy) => [
  http.get('/api/pricing/feed-rails', async ({ request }) => {
    await report(request, spy);
    return json(initial);
  }),
  http.post('/api/pricing/held-prices/:id/:decision', async ({ request, params }) => {
    await report(request, spy);
    const known = initial.held.some((h) => String(h.id) === params.id);
    if (!known || (params.decision !== 'confirm' && params.decision !== 'discard'))
      return apiError(404, 'NOT_FOUND', 'Nicht gefunden.');
    return json(afterDecision);
  }),
];
