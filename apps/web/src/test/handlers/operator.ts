import { http } from 'msw';
import type { AuditChainCheck } from '@fuel/domain/contracts/operator';
import type { PriceFeedStatus } from '@fuel/domain/contracts/market-data';
import { json, report, type RequestSpy } from './json';

/** POST /api/operator/audit/verify. */
export const auditVerify = (answer: AuditChainCheck, spy?: RequestSpy) =>
  http.post('/api/operator/audit/verify', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });

/** GET and PUT /api/operator/price-feed around one status that PUT { running } changes. */
export const priceFeed = (
  initial: PriceFeedStatus,
  change: (running: boolean) => PriceFeedStatus,
  spy?: RequestSpy,
) => {
  let current = initial;
  return [
    http.get('/api/operator/price-feed', async ({ request }) => {
      await report(request, spy);
      return json(current);
    }),
    http.put('/api/operator/price-feed', async ({ request }) => {
      const body = await report(request, spy);
      current = change((JSON.parse(body) as { running: boolean }).running);
      return json(current);
    }),
  ];
};
