import { afterAll, beforeAll, expect, test } from 'vitest';
import { CurrentUserSchema } from '@fuel/domain/contracts/identity';
import { agent, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test.each([
  ['kaeufer', 'buyer'],
  ['verkaeufer', 'seller'],
  ['admin', 'admin'],
  ['betreiber', 'admin'],
] as const)('demo user %s logs in with the documented password as %s', async (username, type) => {
  const a = agent(t.app);
  const res = await a.post('/api/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  const user = CurrentUserSchema.parse(res.json());
  expect(user).toMatchObject({
    username,
    accountType: type,
    account: { type, platform: 'A' },
    twoFactorEnabled: false,
  });
  expect((await a.get('/api/user')).json()).toEqual(user);
});

test('demo user kaeufer2fa needs the mailed code, read from the developer mailbox', async () => {
  const a = agent(t.app);
  const res = await a.post('/api/login', { username: 'KAEUFER2FA', password: DEMO_PASSWORD });
  expect(res.json()).toEqual({ twoFactorRequired: true });
  const [mail] = (await a.get('/api/dev/mailbox')).json().mails;
  expect(mail.subject).toBe('Ihr Anmeldecode');
  expect(mail.text).toMatch(/^Guten Tag Sabine Meyer,/);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  const done = await a.post('/api/login/code', { code });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({
    username: 'kaeufer2fa',
    accountType: 'buyer',
    twoFactorEnabled: true,
    gtcAccepted: true,
  });
});
