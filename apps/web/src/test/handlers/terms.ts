import { http } from 'msw';
import type { z } from 'zod';
import type { GtcAcceptedSchema } from '@fuel/domain/contracts/identity';
import { reply, report, type Answer, type RequestSpy } from './json';

type GtcAccepted = z.infer<typeof GtcAcceptedSchema>;
const GTC_PATH = '/api/metadata/user/store/gtc-accepted';

/** GET the user's terms status, and POST its acceptance. */
export const gtc = (status: GtcAccepted, accept: Answer<GtcAccepted>, spy?: RequestSpy) => [
  http.get(GTC_PATH, () => reply(status)),
  http.post(GTC_PATH, async ({ request }) => {
    await report(request, spy);
    return reply(accept);
  }),
];
