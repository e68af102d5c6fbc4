import { afterAll, beforeAll, expect, test } from 'vitest';
import { MailboxSchema } from '@fuel/domain/contracts/identity';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('lists the outbox newest first, filters by recipient case-insensitively, and empties it', async () => {
  const a = agent(t.app);
  expect((await a.delete('/api/dev/mailbox')).statusCode).toBe(200);
  await t.app.mailer.send({ to: 'Anna.Berg@example.de', subject: 'Erste', text: 'Eins' });
  await t.app.mailer.send({ to: 'jan.ohm@example.de', subject: 'Zweite', text: 'Zwei', html: '<p>Zwei</p>' });
  await t.app.mailer.send({ to: 'anna.berg@example.de', subject: 'Dritte', text: 'Drei' });

  const all = await a.get('/api/dev/mailbox');
  expect(all.statusCode).toBe(200);
  const { mails } = MailboxSchema.parse(all.json());
  expect(mails.map((m) => m.subject)).toEqual(['Dritte', 'Zweite', 'Erste']);
  expect(mails[1]).toMatchObject({ to: 'jan.ohm@example.de', sentAt: null });
  expect(mails[1]!.html).toContain('<p>Zwei</p>');
  expect(mails[2]!.html).toBeNull();
  expect(mails[0]!.text).toMatch(/^Drei\n\nMit freundlichen Grüßen\nIhr Team der Fuelmarkt GmbH/);
  expect(new Date(mails[0]!.createdAt).toISOString()).toBe(mails[0]!.createdAt);

  const anna = await a.get('/api/dev/mailbox?to=ANNA.BERG@example.de');
  expect(anna.json().mails.map((m: { subject: string }) => m.subject)).toEqual(['Dritte', 'Erste']);
  expect((await a.get('/api/dev/mailbox?to=')).json().mails).toHaveLength(3);

  const cleared = await a.delete('/api/dev/mailbox');
  expect(cleared.json()).toEqual({ deleted: 3 });
  expect((await a.get('/api/dev/mailbox')).json()).toEqual({ mails: [] });
});

test('shows at most 100 mails', async () => {
  for (let i = 0; i < 105; i++) await t.app.mailer.send({ to: 'viele@example.de', subject: `Nr. ${i}`, text: '.' });
  const { mails } = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json();
  expect(mails).toHaveLength(100);
  expect(mails[0].subject).toBe('Nr. 104');
});

test('emptying needs the CSRF header like every mutating call', async () => {
  await t.app.mailer.send({ to: 'bleibt@example.de', subject: 'Bleibt', text: '.' });
  const res = await t.app.inject({ method: 'DELETE', url: '/api/dev/mailbox' });
  expect(res.statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=bleibt@example.de' })).json().mails).toHaveLength(1);
});

test('a too long filter is 400, not 500', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'x'.repeat(300)}` });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
});

test('the mailbox does not exist in production', async () => {
  const prod = await createTestApp({ NODE_ENV: 'production' });
  try {
    expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    const del = await prod.app.inject({ method: 'DELETE', url: '/api/dev/mailbox', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(del.statusCode).toBe(404);
  } finally {
    await prod.close();
  }
});
