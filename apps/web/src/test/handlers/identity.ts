import { http } from 'msw';
import type { z } from 'zod';
import type {
  CurrentUser,
  LoginResponse,
  PasswordResetDoneSchema,
  PasswordResetKeyStatusSchema,
  PasswordResetRequestedSchema,
} from '@fuel/domain/contracts/identity';
import { reply, report, type Answer, type RequestSpy } from './json';

/** POST /api/password/reset: the same answer whether or not the account exists. */
export const requestPasswordReset = (answer: Answer<z.infer<typeof PasswordResetRequestedSchema>>, spy?: RequestSpy) =>
  http.post('/api/password/reset', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** POST /api/login: the user, `{ twoFactorRequired: true }`, or a refusal. */
export const login = (answer: Answer<LoginResponse>, spy?: RequestSpy) =>
  http.post('/api/login', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** POST /api/login/code: the second step of a two-factor login. */
export const submitLoginCode = (answer: Answer<CurrentUser>, spy?: RequestSpy) =>
  http.post('/api/login/code', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** GET /api/password/reset/:key: whether a reset link can still be used. */
export const resetKeyStatus = (answer: Answer<z.infer<typeof PasswordResetKeyStatusSchema>>) =>
  http.get('/api/password/reset/:key', () => reply(answer));

/** POST /api/password/reset/:key: the new password set, or a refusal (policy, expired link). */
export const resetPassword = (answer: Answer<z.infer<typeof PasswordResetDoneSchema>>, spy?: RequestSpy) =>
  http.post('/api/password/reset/:key', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });
