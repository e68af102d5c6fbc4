import { http } from 'msw';
import type { PricingRule, PricingRulesResponse } from '@fuel/domain/contracts/pricing-engine';
import { json, report, type Answer, type RequestSpy } from './json';

/** GET /api/pricing/rules answering with the given rules; `onRequest` sees each call. */
export const pricingRules = (body: PricingRulesResponse, onRequest?: (request: Request) => void) =>
  http.get('/api/pricing/rules', ({ request }) => {
    onRequest?.(request);
    return json(body);
  });

/** POST /api/pricing/rules: creates a rule (201) or refuses it. */
export const createPricingRule = (answer: Answer<PricingRule>, spy?: RequestSpy, status = 201) =>
  http.post('/api/pricing/rules', async ({ request }) => {
    await report(request, spy);
    return answer instanceof Response ? answer : json(answer, status);
  });
