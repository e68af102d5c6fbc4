import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { CONTACT_MESSAGES_PER_HOUR, CONTACT_RATE_LIMITED_MESSAGE } from '@fuel/domain/contracts/contact';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { mailOutbox, outbox, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BRAND_A_EMAIL = 'service@fuelmarkt.de';
const message = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Frage zur Abholung',
  message: 'Guten Tag,\nkönnen wir die Abholung in Hamburg auf Freitag verschieben?\nDanke',
  replyTo: 'einkauf@stadtwerke.example',
  ...overrides,
});

async function lastMailId(): Promise<number> {
  const rows = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((r) => r.id));
}
const mailsToTeamSince = (id: number) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, BRAND_A_EMAIL), gt(mailOutbox.id, id)));
const pendingContactWork = () => t.app.db.select().from(outbox).where(eq(outbox.kind, 'contact.message'));

describe('who may write', () => {
  test('anonymous callers get 401 and nothing is queued', async () => {
    const before = (await pendingContactWork()).length;
    expect((await agent(t.app).post('/api/contact', message())).statusCode).toBe(401);
    expect(await pendingContactWork()).toHaveLength(before);
  });

  test('every logged-in kind of user may write: buyer, seller, operator', async () => {
    for (const username of ['kaeufer', 'verkaeufer', 'betreiber']) {
      const a = await loginAs(t.app, username);
      const res = await a.post('/api/contact', message({ subject: `Frage von ${username}` }));
      expect(res.statusCode, username).toBe(202);
      expect(res.json()).toEqual({ accepted: true });
    }
  });
});

describe('the mail', () => {
  test('goes after the outbox is drained to the brand address, Reply-To the given address, with the sender from the session', async () => {
    const since = await lastMailId();
    const a = await loginAs(t.app, 'bauer');
    // A body cannot name another sender: unknown keys are dropped, the session decides.
    const res = await a.post('/api/contact', {
      ...message({ subject: 'Lieferadresse ändern' }),
      userId: 1,
      accountId: 1,
    });
    expect(res.statusCode).toBe(202);
    await t.app.outbox.drain();
    const mails = await mailsToTeamSince(since);
    const mail = mails.find((m) => m.subject === 'Kontaktformular: Lieferadresse ändern');
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toBe('einkauf@stadtwerke.example');
    const [bauer] = await t.app.db.select().from(users).where(eq(users.username, 'bauer'));
    expect(mail!.text).toContain(`Von: ${bauer!.firstName} ${bauer!.lastName} (Benutzername „bauer“)`);
    expect(mail!.text).toContain('Antwort an: einkauf@stadtwerke.example');
    expect(mail!.text).toContain('können wir die Abholung in Hamburg auf Freitag verschieben?');
    // The brand's signature, like every mail; the outbox row is done.
    expect(mail!.text).toContain('Ihr Team der Fuelmarkt GmbH');
    expect((await pendingContactWork()).every((row) => row.doneAt !== null)).toBe(true);
  });

  test('brand B: to the Swiss address, in Swiss spelling', async () => {
    const swiss = await createTestApp({ BRAND: 'B' });
    try {
      const a = await loginAs(swiss.app, 'kaeufer');
      expect((await a.post('/api/contact', message({ subject: 'Grüße und eine Frage' }))).statusCode).toBe(202);
      await swiss.app.outbox.drain();
      const [mail] = await swiss.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'kontakt@brennstoffboerse.ch'));
      expect(mail!.subject).toBe('Kontaktformular: Grüsse und eine Frage');
      expect(mail!.text).not.toContain('ß');
    } finally {
      await swiss.close();
    }
  });
});

describe('bad input changes nothing', () => {
  test('empty fields, a bad address, control characters and an over-long text answer 400 with German field messages', async () => {
    const a = await loginAs(t.app, 'kaeufer');
    const before = (await pendingContactWork()).length;
    const empty = await a.post('/api/contact', { subject: ' ', message: '', replyTo: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      subject: 'Betreff ist ein Pflichtfeld.',
      message: 'Nachricht ist ein Pflichtfeld.',
      replyTo: 'Antwort an (E-Mail) ist ein Pflichtfeld.',
    });
    expect((await a.post('/api/contact', message({ replyTo: 'kein-at-zeichen' }))).json().error.fields.replyTo).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect((await a.post('/api/contact', message({ subject: 'a\u0000b' }))).json().error.fields.subject).toBe(
      'Betreff enthält unzulässige Zeichen.',
    );
    expect((await a.post('/api/contact', message({ message: 'x'.repeat(5001) }))).json().error.fields.message).toBe(
      'Nachricht darf höchstens 5000 Zeichen lang sein.',
    );
    expect((await a.post('/api/contact', {})).statusCode).toBe(400);
    expect(await pendingContactWork()).toHaveLength(before);
  });
});

test(`a user may send ${CONTACT_MESSAGES_PER_HOUR} messages an hour, then gets 429 in German until the next hour; others are not affected`, async () => {
  const a = await loginAs(t.app, 'aviat');
  for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++)
    expect((await a.post('/api/contact', message({ subject: `Nr. ${i}` }))).statusCode).toBe(202);
  const before = (await pendingContactWork()).length;
  const refused = await a.post('/api/contact', message({ subject: 'Eine zu viel' }));
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: CONTACT_RATE_LIMITED_MESSAGE });
  expect(await pendingContactWork()).toHaveLength(before);
  // Someone else still gets through.
  expect((await (await loginAs(t.app, 'kaeufer')).post('/api/contact', message())).statusCode).toBe(202);
  // The next hour opens a new window.
  t.clock.now = new Date(t.clock.now.getTime() + 60 * 60 * 1000);
  expect((await a.post('/api/contact', message({ subject: 'Eine Stunde später' }))).statusCode).toBe(202);
});
