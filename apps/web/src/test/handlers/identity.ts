import { http } from 'msw';
import type { z } from 'zod';
import type { PasswordResetRequestedSchema } from '@fuel/domain/contracts/identity';
import { reply, report, type Answer, type RequestSpy } from './json';

/** POST /api/password/reset: the same answer whether or not the account exists. */
export const requestPasswordReset = (answer: Answer<z.infer<typeof PasswordResetRequestedSchema>>, spy?: RequestSpy) =>
  http.post('/api/password/reset', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
