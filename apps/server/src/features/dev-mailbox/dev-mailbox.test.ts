import { afterAll, beforeAll, expect, test } from 'vitest';
import { MailboxSchema } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { isLoopbackAddress, isLoopbackHost } from '../../shared/loopback';

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
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=bleibt@example.de' })).json().mails,
  ).toHaveLength(1);
});

test('a too long filter is 400, not 500', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${'x'.repeat(300)}` });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
});

test('the mailbox does not exist in production', async () => {
  const prod = await t.sibling({ NODE_ENV: 'production' });
  try {
    expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    const del = await prod.app.inject({
      method: 'DELETE',
      url: '/api/dev/mailbox',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(del.statusCode).toBe(404);
  } finally {
    await prod.close();
  }
});

// Issue 11 part 1: the mailbox holds every reset link and login code, so it answers this machine only.
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

test('clients on this machine read the mailbox over IPv4, IPv6 and IPv4-mapped loopback', async () => {
  await t.app.mailer.send({ to: 'lokal@example.de', subject: 'Lokal', text: '.' });
  for (const remoteAddress of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=lokal@example.de', remoteAddress });
    expect(res.statusCode, remoteAddress).toBe(200);
    expect(res.json().mails, remoteAddress).toHaveLength(1);
  }
});

test('a client from the network can neither read nor empty the mailbox', async () => {
  await t.app.mailer.send({ to: 'fern@example.de', subject: 'Reset-Link', text: 'geheim' });
  for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1', '128.0.0.1']) {
    const read = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
    expect(read.statusCode, remoteAddress).toBe(403);
    expect(read.json()).toEqual({
      error: { code: 'DEV_MAILBOX_LOCAL_ONLY', message: ERROR_MESSAGES.DEV_MAILBOX_LOCAL_ONLY },
    });
    expect(read.body).not.toContain('geheim');
    const del = await t.app.inject({ method: 'DELETE', url: '/api/dev/mailbox', remoteAddress, headers: CSRF });
    expect(del.statusCode, remoteAddress).toBe(403);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=fern@example.de' })).json().mails).toHaveLength(
    1,
  );
});

test('a request through a proxy is refused even when the proxy runs on this machine', async () => {
  const proxied = [
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=127.0.0.1' },
    { 'x-real-ip': '127.0.0.1' },
    { via: '1.1 nginx' },
  ];
  for (const headers of proxied) {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1', headers });
    expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    expect(res.json().error.code).toBe('DEV_MAILBOX_LOCAL_ONLY');
  }
});

test('TRUST_PROXY does not let a forwarded loopback address in', async () => {
  const proxied = await t.sibling({ TRUST_PROXY: 'true' });
  try {
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await proxied.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.9' })).statusCode,
    ).toBe(403);
    expect((await proxied.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('loopback addresses are told apart from everything else', () => {
  for (const a of ['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])
    expect(isLoopbackAddress(a), a).toBe(true);
  for (const a of [
    undefined,
    '',
    '0.0.0.0',
    '::',
    '128.0.0.1',
    '192.168.0.1',
    '::ffff:10.0.0.1',
    '::11',
    '1::1',
    'localhost',
    '127.0.0.1.evil',
  ]) {
    expect(isLoopbackAddress(a), String(a)).toBe(false);
  }
});

test('outside production the server listens on loopback unless HOST says otherwise; production on every interface', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  expect(loadConfig({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
});

// Issue 25 part 6: DNS rebinding. A page of evil.example resolves its name to 127.0.0.1; the browser's
// requests then come from loopback but carry Host: evil.example, and must be refused.
test('a loopback client that names another host (DNS rebinding) can neither read nor empty the mailbox', async () => {
  await t.app.mailer.send({ to: 'rebind@example.de', subject: 'Reset-Link', text: 'geheim-rebind' });
  for (const host of [
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '0x7f.1',
    'user@localhost',
  ]) {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { host },
    });
    expect(read.statusCode, host).toBe(421);
    expect(read.json(), host).toEqual({
      error: { code: 'DEV_MAILBOX_LOCAL_HOST_ONLY', message: ERROR_MESSAGES.DEV_MAILBOX_LOCAL_HOST_ONLY },
    });
    expect(read.body).not.toContain('geheim-rebind');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { ...CSRF, host },
    });
    expect(del.statusCode, host).toBe(421);
  }
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=rebind@example.de' })).json().mails,
  ).toHaveLength(1);
});

test('localhost, 127.0.0.1 and [::1] on any port may read the mailbox', async () => {
  for (const host of ['localhost', 'LOCALHOST:5173', '127.0.0.1', '127.0.0.1:3261', '[::1]', '[::1]:3000']) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
      headers: { host },
    });
    expect(res.statusCode, host).toBe(200);
  }
  expect(isLoopbackHost(undefined)).toBe(false);
});
