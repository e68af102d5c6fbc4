import { http } from 'msw';
import type { TriggerPricePreview } from '@fuel/domain/contracts/trigger-contracts';
import { json, report, type RequestSpy } from './json';

/** POST /api/trigger-contracts/price-preview: the composed trigger price. */
export const triggerPricePreview = (answer: TriggerPricePreview, spy?: RequestSpy) =>
  http.post('/api/trigger-contracts/price-preview', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });
