import { http } from 'msw';
import type { PricingRulesResponse } from '@fuel/domain/contracts/pricing-engine';
import { json } from './json';

/** GET /api/pricing/rules answering with the given rules; `onRequest` sees each call. */
export const pricingRules = (body: PricingRulesResponse, onRequest?: (request: Request) => void) =>
  http.get('/api/pricing/rules', ({ request }) => {
    onRequest?.(request);
    return json(body);
  });
