import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, auditLog, userRemovalRequests, users } from '../../db/schema';
import { agent, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { mailsTo, userRow } from '../identity/identity.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function idOf(username: string): Promise<number> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

const validProfile = {
  salutation: 'Frau',
  title: '',
  firstName: 'Petra',
  lastName: 'Neumann',
  email: 'petra.neumann@heizoel-schmidt.de',
  phone: '+49 421 41733-44',
  mobile: '',
  useIndividualAddress: false,
  addressLine1: '',
  addressLine2: '',
  county: '',
  country: '',
  postCode: '',
  jobTitle: 'Disponentin',
  department: 'Einkauf',
  departmentSize: '1-10',
};

async function ownProfile(a: Awaited<ReturnType<typeof loginAs>>) {
  const res = await a.get('/api/user/profile');
  expect(res.statusCode).toBe(200);
  const {
    id: _id,
    accountId: _a,
    username: _u,
    statusId: _s,
    typeId: _t,
    roles: _r,
    onlineTradingEnabled: _o,
    ...fields
  } = res.json();
  return fields as Record<string, unknown>;
}

describe('own profile', () => {
  test('GET /api/user/profile returns the own full profile; PUT /api/user/-1 saves it and audits', async () => {
    const a = await loginAs(t.app, 'bauer');
    const profile = await ownProfile(a);
    expect(profile.lastName).toBe('Bauer');
    const res = await a.put('/api/user/-1', { ...profile, jobTitle: 'Inhaberin', title: 'Dr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ jobTitle: 'Inhaberin', title: 'Dr', lastName: 'Bauer' });
    const row = await userRow(t.app.db, await idOf('bauer'));
    expect(row.jobTitle).toBe('Inhaberin');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.action, 'profile-update')));
    expect(audits.some((x) => x.entityId === String(row.id))).toBe(true);
  });

  test('validation: required and valid fields answer 400 with German field messages and change nothing', async () => {
    const a = await loginAs(t.app, 'bauer');
    const profile = await ownProfile(a);
    const res = await a.put('/api/user/-1', {
      ...profile,
      salutation: '',
      firstName: ' ',
      email: 'keine-adresse',
      phone: 'abc',
      mobile: 'x1',
      country: 'FR',
      departmentSize: 'viele',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields.salutation).toBe('Anrede ist ein Pflichtfeld.');
    expect(fields.firstName).toBe('Vorname ist ein Pflichtfeld.');
    expect(fields.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(fields.phone).toContain('Telefon');
    expect(fields.mobile).toContain('Mobil');
    expect(fields.country).toContain('Land');
    expect(fields.departmentSize).toContain('Abteilungsgröße');
    expect((await userRow(t.app.db, await idOf('bauer'))).firstName).toBe('Martina');
  });

  test('an individual address needs street, city, post code and country; the post code fits the country', async () => {
    const a = await loginAs(t.app, 'bauer');
    const profile = await ownProfile(a);
    const missing = await a.put('/api/user/-1', {
      ...profile,
      useIndividualAddress: true,
      addressLine1: '',
      addressLine2: '',
      postCode: '',
      country: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'addressLine1',
      'addressLine2',
      'country',
      'postCode',
    ]);
    const wrongCode = await a.put('/api/user/-1', {
      ...profile,
      useIndividualAddress: true,
      addressLine1: 'Ring 1',
      addressLine2: 'Wien',
      postCode: '12345',
      country: 'AT',
    });
    expect(wrongCode.json().error.fields.postCode).toContain('Postleitzahl');
    const ok = await a.put('/api/user/-1', {
      ...profile,
      useIndividualAddress: true,
      addressLine1: 'Ring 1',
      addressLine2: 'Wien',
      postCode: '1010',
      country: 'AT',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  test('a non-admin edits only itself: other users 403, admin fields 403', async () => {
    const a = await loginAs(t.app, 'disposition');
    const profile = await ownProfile(a);
    expect((await a.put(`/api/user/${await idOf('verkaeufer')}`, profile)).statusCode).toBe(403);
    expect((await a.put('/api/user/-1', { ...profile, isAdmin: true })).statusCode).toBe(403);
    expect((await a.put('/api/user/-1', { ...profile, purchaseStatus: true })).statusCode).toBe(403);
    expect((await userRow(t.app.db, await idOf('disposition'))).isAdmin).toBe(false);
    expect((await a.put('/api/user/-1', { ...profile, mobile: '+49 160 1234567' })).statusCode).toBe(200);
  });

  test('an admin cannot take its own admin rights away', async () => {
    const a = await loginAs(t.app, 'verkaeufer-mitte');
    const profile = await ownProfile(a);
    const res = await a.put('/api/user/-1', { ...profile, isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SELF_ADMIN_CHANGE');
    expect((await userRow(t.app.db, await idOf('verkaeufer-mitte'))).isAdmin).toBe(true);
  });
});

describe('team management by a company admin', () => {
  test('GET /api/user/search lists only the own account, without the caller on REMOVE, with derived fields', async () => {
    const a = await loginAs(t.app, 'kaeufer');
    const res = await a.get('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE');
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as Array<Record<string, unknown>>;
    expect(docs.map((d) => d.username).sort()).toEqual(['einkauf', 'kaeufer2fa']);
    expect(docs.find((d) => d.username === 'kaeufer2fa')).toMatchObject({
      status: 100,
      accountDisabled: false,
      purchaseStatus: true,
      twoFactorEnabled: true,
      isAdmin: false,
    });
    const all = (await a.get('/api/user/search?page=1&limit=100')).json().docs as Array<{ username: string }>;
    expect(all.map((d) => d.username).sort()).toEqual(['einkauf', 'kaeufer', 'kaeufer2fa']);
    expect((await a.get('/api/user/search?page=1&limit=101')).statusCode).toBe(400);
  });

  test('a non-admin is refused team calls', async () => {
    const a = await loginAs(t.app, 'disposition');
    expect((await a.get('/api/user/search?page=1&limit=100')).statusCode).toBe(403);
    expect((await a.post('/api/user', { ...validProfile, username: 'nope.user' })).statusCode).toBe(403);
    expect((await a.post(`/api/user/${await idOf('verkaeufer')}/removal-request`, {})).statusCode).toBe(403);
  });

  test('an admin edits users of its own account only (404 for another account), with admin rights and 2FA', async () => {
    const a = await loginAs(t.app, 'verkaeufer');
    const dispositionId = await idOf('disposition');
    const foreign = await a.put(`/api/user/${await idOf('bauer')}`, validProfile);
    expect(foreign.statusCode).toBe(404);
    expect((await userRow(t.app.db, await idOf('bauer'))).email).not.toBe(validProfile.email);
    const res = await a.put(`/api/user/${dispositionId}`, {
      ...validProfile,
      email: 'dispo@example.de',
      isAdmin: true,
      twoFactorEnabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await userRow(t.app.db, dispositionId);
    expect(row).toMatchObject({ isAdmin: true, twoFactorEnabled: true, email: 'dispo@example.de' });
    const back = await a.put(`/api/user/${dispositionId}`, {
      ...validProfile,
      isAdmin: false,
      twoFactorEnabled: false,
    });
    expect(back.statusCode).toBe(200);
    expect((await userRow(t.app.db, dispositionId)).isAdmin).toBe(false);
  });

  test('the purchase right is granted only when the account is enabled for online trading', async () => {
    const a = await loginAs(t.app, 'verkaeufer');
    const dispositionId = await idOf('disposition');
    const row = await userRow(t.app.db, dispositionId);
    await t.app.db.update(accounts).set({ onlineTradingEnabled: false }).where(eq(accounts.id, row.accountId));
    const refused = await a.put(`/api/user/${dispositionId}`, { ...validProfile, purchaseStatus: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('PURCHASE_RIGHTS_NOT_ENABLED');
    expect((await userRow(t.app.db, dispositionId)).roles).not.toContain('MyOffers_Purchase');
    await t.app.db.update(accounts).set({ onlineTradingEnabled: true }).where(eq(accounts.id, row.accountId));
    const granted = await a.put(`/api/user/${dispositionId}`, { ...validProfile, purchaseStatus: true });
    expect(granted.statusCode).toBe(200);
    expect((await userRow(t.app.db, dispositionId)).roles).toContain('MyOffers_Purchase');
    const list = (await a.get('/api/user/search?page=1&limit=100')).json().docs as Array<{
      id: number;
      purchaseStatus: boolean;
    }>;
    expect(list.find((d) => d.id === dispositionId)!.purchaseStatus).toBe(true);
  });

  test('a created user gets a mail, sets a password through the link and logs in', async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    // Its own address: e-mail addresses are unique on the platform (an earlier test gave validProfile's to disposition).
    const email = 'p.neumann@heizoel-schmidt.de';
    const res = await admin.post('/api/user', { ...validProfile, email, username: 'p.neumann', purchaseStatus: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'p.neumann', purchaseStatus: true, isAdmin: false, status: 100 });
    const row = await userRow(t.app.db, res.json().id);
    expect(row.passwordHash).toBeNull();
    expect(row.accountId).toBe((await userRow(t.app.db, await idOf('kaeufer'))).accountId);

    const duplicate = await admin.post('/api/user', {
      ...validProfile,
      email: 'andere@heizoel-schmidt.de',
      username: 'P.NEUMANN',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('USERNAME_TAKEN');

    const [mail] = await mailsTo(t.app.db, email);
    expect(mail!.subject).toBe('Ihr Zugang zum Handelsplatz');
    expect(mail!.text).toContain('p.neumann');
    const key = /\/passwort\/reset\/([A-Za-z0-9_-]{43})\b/.exec(mail!.text)![1]!;

    const anon = agent(t.app);
    expect((await anon.post('/api/login', { username: 'p.neumann', password: 'Neu!Pass2026' })).statusCode).toBe(401);
    // The link stays valid for days, unlike a reset link (1 hour).
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 3 * 24 * 3600_000);
    try {
      const set = await anon.post(`/api/password/reset/${key}`, {
        password: 'Neu!Pass2026',
        passwordRepeat: 'Neu!Pass2026',
      });
      expect(set.statusCode, set.body).toBe(200);
      const login = await anon.post('/api/login', { username: 'p.neumann', password: 'Neu!Pass2026' });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().username).toBe('p.neumann');
    } finally {
      t.clock.now = before;
    }
  });

  test('creating validates the profile and refuses the purchase right without online trading', async () => {
    const admin = await loginAs(t.app, 'bauer');
    const bad = await admin.post('/api/user', { ...validProfile, username: 'x', email: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'username']);
    const accountId = (await userRow(t.app.db, await idOf('bauer'))).accountId;
    await t.app.db.update(accounts).set({ onlineTradingEnabled: false }).where(eq(accounts.id, accountId));
    const refused = await admin.post('/api/user', {
      ...validProfile,
      email: 'einkauf@energiehandel-bauer.de',
      username: 'bauer.einkauf',
      purchaseStatus: true,
    });
    expect(refused.statusCode).toBe(422);
    const [n] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, 'bauer.einkauf'));
    expect(n!.n).toBe(0);
  });

  test('removal request: own account only, not oneself, once while open', async () => {
    const a = await loginAs(t.app, 'verkaeufer');
    expect((await a.post(`/api/user/${await idOf('bauer')}/removal-request`, {})).statusCode).toBe(404);
    const self = await a.post('/api/user/-1/removal-request', {});
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('SELF_ADMIN_CHANGE');
    const dispositionId = await idOf('disposition');
    const res = await a.post(`/api/user/${dispositionId}/removal-request`, {
      reason: 'Hat das Unternehmen verlassen.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [req] = await t.app.db.select().from(userRemovalRequests).where(eq(userRemovalRequests.id, res.json().id));
    expect(req).toMatchObject({
      userId: dispositionId,
      status: 'OPEN',
      requestedBy: await idOf('verkaeufer'),
      reason: 'Hat das Unternehmen verlassen.',
    });
    expect((await a.post(`/api/user/${dispositionId}/removal-request`, {})).json().error.code).toBe(
      'REMOVAL_REQUEST_OPEN',
    );
    const list = (await a.get('/api/user/search?page=1&limit=100')).json().docs as Array<{
      id: number;
      removalRequested: boolean;
    }>;
    expect(list.find((d) => d.id === dispositionId)!.removalRequested).toBe(true);
  });
});

describe('password change', () => {
  test('wrong current password 400 WRONG_PASSWORD; policy; success ends the other sessions only', async () => {
    const a = await loginAs(t.app, 'verkaeufer-rhein');
    const other = await loginAs(t.app, 'verkaeufer-rhein');
    const wrong = await a.post('/api/user/password', {
      currentPassword: 'falsch',
      password: 'Neu!Pass2026',
      passwordRepeat: 'Neu!Pass2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Das eingegebene Passwort ist falsch.',
    });
    const weak = await a.post('/api/user/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'kurz',
      passwordRepeat: 'anders',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('PASSWORD_POLICY');
    const ok = await a.post('/api/user/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'Neu!Pass2026',
      passwordRepeat: 'Neu!Pass2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await a.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const anon = agent(t.app);
    expect((await anon.post('/api/login', { username: 'verkaeufer-rhein', password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await anon.post('/api/login', { username: 'verkaeufer-rhein', password: 'Neu!Pass2026' })).statusCode).toBe(
      200,
    );
  });

  test('a change voids the reset links mailed before it; a link asked for afterwards works', async () => {
    const anon = agent(t.app);
    const email = (await userRow(t.app.db, await idOf('verkaeufer-mitte'))).email;
    const keyOfLatestMail = async () =>
      /\/passwort\/reset\/([A-Za-z0-9_-]{43})\b/.exec((await mailsTo(t.app.db, email))[0]!.text)![1]!;
    await anon.post('/api/password/reset', { identifier: 'verkaeufer-mitte' });
    const before = await keyOfLatestMail();
    const a = await loginAs(t.app, 'verkaeufer-mitte');
    const ok = await a.post('/api/user/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'Neu!Pass2026',
      passwordRepeat: 'Neu!Pass2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await anon.get(`/api/password/reset/${before}`)).json()).toEqual({ valid: false });
    const late = await anon.post(`/api/password/reset/${before}`, {
      password: 'Fremd!2026',
      passwordRepeat: 'Fremd!2026',
    });
    expect(late.statusCode).toBe(410);
    expect((await anon.post('/api/login', { username: 'verkaeufer-mitte', password: 'Neu!Pass2026' })).statusCode).toBe(
      200,
    );

    await anon.post('/api/password/reset', { identifier: 'verkaeufer-mitte' });
    expect((await anon.get(`/api/password/reset/${await keyOfLatestMail()}`)).json()).toEqual({ valid: true });
    expect((await a.get('/api/user')).statusCode).toBe(200);
  });
});
