import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../db/schema';
import { resolvePlatform } from './platform';
import mailPlugin, { type MailMessage, type MailTransport } from './mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The mail plugin alone, on the test database, with the given transport and brand. */
async function mailer(transport: MailTransport | undefined, brand: 'A' | 'B' = 'A') {
  const app = Fastify();
  app.decorate('config', t.app.config);
  app.decorate('db', t.app.db);
  app.decorate('now', () => t.clock.now);
  app.decorate('platform', resolvePlatform(brand, {}));
  await app.register(mailPlugin, { transport });
  await app.ready();
  return app;
}

const rowsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

test('writes the outbox, delivers through the transport with the sender and the brand signature, marks it sent', async () => {
  const sent: Array<MailMessage & { from: string }> = [];
  const app = await mailer({ send: async (m) => void sent.push(m) }, 'B');
  await app.mailer.send({ to: 'kunde@example.ch', subject: 'Hallo', text: 'Inhalt\n', html: '<p>Inhalt</p>' });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ from: t.app.config.mailFrom, to: 'kunde@example.ch', subject: 'Hallo' });
  expect(sent[0]!.text).toBe(
    'Inhalt\n\nMit freundlichen Grüssen\nIhr Team der Brennstoffbörse Schweiz AG\nkontakt@brennstoffboerse.ch · +41 61 555 12 00\n',
  );
  expect(sent[0]!.html).toContain('Brennstoffbörse Schweiz AG');
  const [row] = await rowsTo('kunde@example.ch');
  expect(row).toMatchObject({ subject: 'Hallo', text: sent[0]!.text, error: null });
  expect(row!.sentAt).toEqual(t.clock.now);
  await app.close();
});

test('brand B mails read Swiss: ss for ß and MWST in subject, text and html; brand A keeps German', async () => {
  const sent: Array<MailMessage & { from: string }> = [];
  const swiss = await mailer({ send: async (m) => void sent.push(m) }, 'B');
  const mail = {
    subject: 'Grüße zur Bestellung',
    text: 'MwSt. (8,1 %): 12,00 CHF\nSchließen Sie den Warenkorb.',
    html: '<p>MwSt. Straße</p>',
  };
  await swiss.mailer.send({ to: 'schweiz@example.ch', ...mail });
  expect(sent[0]!.subject).toBe('Grüsse zur Bestellung');
  expect(sent[0]!.text).toContain('MWST (8,1 %): 12,00 CHF\nSchliessen Sie den Warenkorb.');
  expect(sent[0]!.html).toContain('<p>MWST Strasse</p>');
  expect(`${sent[0]!.subject}${sent[0]!.text}${sent[0]!.html}`).not.toMatch(/ß|MwSt/);
  await swiss.close();
  const german = await mailer({ send: async (m) => void sent.push(m) }, 'A');
  await german.mailer.send({ to: 'deutsch@example.de', ...mail });
  expect(sent[1]!.subject).toBe('Grüße zur Bestellung');
  expect(sent[1]!.text).toContain('MwSt. (8,1 %)');
  await german.close();
});

test('a failing transport never fails the caller; the outbox row keeps the error', async () => {
  const app = await mailer({ send: async () => Promise.reject(new Error('SMTP nicht erreichbar')) });
  await expect(app.mailer.send({ to: 'fehler@example.de', subject: 'X', text: 'Y' })).resolves.toBeUndefined();
  const [row] = await rowsTo('fehler@example.de');
  expect(row).toMatchObject({ sentAt: null, error: 'SMTP nicht erreichbar' });
  await app.close();
});

test('without a transport the mail stays in the outbox, unsent', async () => {
  const app = await mailer(undefined);
  await app.mailer.send({ to: 'outbox@example.de', subject: 'X', text: 'Y' });
  const [row] = await rowsTo('outbox@example.de');
  expect(row).toMatchObject({ sentAt: null, error: null });
  expect(row!.text).toContain('Fuelmarkt GmbH');
  await app.close();
});

/** A tiny SMTP server that accepts every mail, enough for nodemailer over SMTP_URL. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}

test('with SMTP_URL the real app delivers over SMTP and marks the mail sent', async () => {
  const smtp = await fakeSmtp();
  const s = await t.sibling({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    await s.app.mailer.send({ to: 'smtp@example.de', subject: 'Über SMTP', text: 'Hallo' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/To: smtp@example.de/i);
    const [row] = await s.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.de'));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.error).toBeNull();
  } finally {
    await s.close();
    await smtp.close();
  }
});

test('an unreachable SMTP server leaves the error on the row and the call succeeds', async () => {
  const smtp = await fakeSmtp();
  await smtp.close(); // the port is free now: connection refused
  const s = await t.sibling({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    await expect(s.app.mailer.send({ to: 'weg@example.de', subject: 'X', text: 'Y' })).resolves.toBeUndefined();
    const [row] = await s.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'weg@example.de'));
    expect(row!.sentAt).toBeNull();
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  } finally {
    await s.close();
  }
});

test('a Reply-To reaches the transport and stays on the outbox row (contact form, decision 046)', async () => {
  const sent: Array<MailMessage & { from: string }> = [];
  const app = await mailer({ send: async (m) => void sent.push(m) });
  await app.mailer.send({ to: 'team@example.de', replyTo: 'kunde@example.de', subject: 'Frage', text: 'Text' });
  expect(sent[0]).toMatchObject({ to: 'team@example.de', replyTo: 'kunde@example.de' });
  expect((await rowsTo('team@example.de'))[0]).toMatchObject({ replyTo: 'kunde@example.de' });
  await app.mailer.send({ to: 'ohne@example.de', subject: 'Ohne', text: 'Text' });
  expect(sent[1]!.replyTo).toBeUndefined();
  expect((await rowsTo('ohne@example.de'))[0]!.replyTo).toBeNull();
  await app.close();
});
