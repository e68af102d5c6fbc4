import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { BLOCKED_USER_STATUS } from '@fuel/domain/constants';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, DEMO_PASSWORD, agent, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, auditLog, sessions, userRemovalRequests, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const userByName = async (username: string) =>
  (await t.app.db.select().from(users).where(eq(users.username, username)))[0]!;
const accountOf = async (username: string) =>
  (
    await t.app.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, (await userByName(username)).accountId))
  )[0]!;
const login = (username: string) => agent(t.app).post('/api/login', { username, password: DEMO_PASSWORD });

const ROUTES: Array<[method: 'get' | 'post' | 'put', url: string]> = [
  ['get', '/api/operator/accounts'],
  ['put', '/api/operator/accounts/1'],
  ['post', '/api/operator/accounts/1/block'],
  ['post', '/api/operator/accounts/1/unblock'],
  ['get', '/api/operator/accounts/1/users'],
  ['post', '/api/operator/users/1/block'],
  ['post', '/api/operator/users/1/unblock'],
  ['get', '/api/operator/removal-requests'],
  ['post', '/api/operator/removal-requests/1/approve'],
  ['post', '/api/operator/removal-requests/1/reject'],
  ['get', '/api/operator/audit'],
];

test.each(['kaeufer', 'verkaeufer', 'admin'])(
  '%s (not a platform operator) gets 403 on every operator route',
  async (username) => {
    const a = await loginAs(t.app, username);
    for (const [method, url] of ROUTES) {
      const res = await a[method](url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  },
);

describe('companies', () => {
  test('list with search, type filter, user count and features; 50 per page', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const all = await op.get('/api/operator/accounts');
    expect(all.statusCode).toBe(200);
    expect(all.json().pageSize).toBe(50);
    expect(all.json().total).toBeGreaterThan(5);
    const res = await op.get('/api/operator/accounts?search=schmidt&type=buyer');
    const docs = res.json().docs;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ name: 'Heizöl Schmidt GmbH & Co. KG', type: 'buyer', status: 'ACTIVE' });
    const members = await t.app.db.select().from(users).where(eq(users.accountId, docs[0].id));
    expect(docs[0].userCount).toBe(members.length);
    expect(members.length).toBeGreaterThan(0);
    expect(Object.keys(docs[0].features).sort()).toEqual([
      'newsBox',
      'productAdditives',
      'sharedCreditLimits',
      'triggers',
    ]);
    expect((await op.get('/api/operator/accounts?search=%25')).json().docs).toEqual([]);
    expect((await op.get('/api/operator/accounts?type=nobody')).statusCode).toBe(400);
  });

  test('edit master data and features, audited; bad input 400 in German and nothing changes', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const account = await accountOf('bauer');
    const body = {
      name: 'Bauer Agrar GmbH',
      addressLine1: 'Feldweg 1',
      addressLine2: '',
      postCode: '24103',
      city: 'Kiel',
      country: 'DE',
      vatId: 'DE123456789',
      features: { productAdditives: true, newsBox: true, sharedCreditLimits: false, triggers: true },
      onlineTradingEnabled: false,
    };
    const bad = await op.put(`/api/operator/accounts/${account.id}`, { ...body, name: ' ', vatId: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: 'Firmenname ist ein Pflichtfeld.' });
    expect(bad.json().error.fields.vatId).toContain('USt-IdNr.');
    expect((await accountOf('bauer')).name).toBe(account.name);

    const res = await op.put(`/api/operator/accounts/${account.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Bauer Agrar GmbH',
      city: 'Kiel',
      onlineTradingEnabled: false,
      features: body.features,
    });
    const stored = await accountOf('bauer');
    expect(stored).toMatchObject({ name: 'Bauer Agrar GmbH', vatId: 'DE123456789', onlineTradingEnabled: false });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'operator-update'));
    expect(audit.some((e) => e.entityId === String(account.id))).toBe(true);
    expect((await op.put('/api/operator/accounts/999999', body)).statusCode).toBe(404);
  });

  test('the seller kind (decision 042): the operator makes a fuel seller sell additives too; buyers have none', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const seller = await accountOf('verkaeufer-mitte');
    const list = (await op.get('/api/operator/accounts?type=seller')).json().docs as Array<{
      id: number;
      sellerKind: string | null;
    }>;
    expect(list.find((a) => a.id === seller.id)?.sellerKind).toBe('FUEL');
    const body = {
      name: seller.name,
      addressLine1: seller.addressLine1,
      addressLine2: '',
      postCode: seller.postCode,
      city: seller.city,
      country: 'DE',
      vatId: '',
      features: { productAdditives: true, newsBox: false, sharedCreditLimits: false, triggers: false },
      onlineTradingEnabled: true,
    };
    const res = await op.put(`/api/operator/accounts/${seller.id}`, { ...body, sellerKind: 'FUEL_AND_ADDITIVES' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sellerKind: 'FUEL_AND_ADDITIVES', features: { productAdditives: true } });
    // Left out, the kind stays.
    expect((await op.put(`/api/operator/accounts/${seller.id}`, body)).json().sellerKind).toBe('FUEL_AND_ADDITIVES');
    const mitte = await loginAs(t.app, 'verkaeufer-mitte');
    expect((await mitte.get('/api/v2/offers/additives')).statusCode).toBe(200);
    const buyer = await accountOf('kaeufer');
    const refused = await op.put(`/api/operator/accounts/${buyer.id}`, {
      ...body,
      name: buyer.name,
      sellerKind: 'ADDITIVES',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ sellerKind: 'Nur Verkäufer haben eine Verkäuferart.' });
    expect((await op.put(`/api/operator/accounts/${seller.id}`, { ...body, sellerKind: 'OIL' })).statusCode).toBe(400);
  });

  test('blocking a company logs its users out at once and refuses their login; unblock lets them in again', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const seller = await loginAs(t.app, 'verkaeufer-mitte');
    const account = await accountOf('verkaeufer-mitte');
    const res = await op.post(`/api/operator/accounts/${account.id}/block`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('BLOCKED');
    expect((await seller.get('/api/user')).statusCode).toBe(401);
    const refused = await login('verkaeufer-mitte');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('USER_BLOCKED');
    expect((await op.post(`/api/operator/accounts/${account.id}/unblock`)).json().status).toBe('ACTIVE');
    expect((await login('verkaeufer-mitte')).statusCode).toBe(200);
  });

  test('the operator cannot block its own company or itself', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const me = await userByName('betreiber');
    for (const url of [`/api/operator/accounts/${me.accountId}/block`, `/api/operator/users/${me.id}/block`]) {
      const res = await op.post(url);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'OPERATOR_SELF_BLOCK', message: ERROR_MESSAGES.OPERATOR_SELF_BLOCK });
    }
    expect((await op.get('/api/user')).statusCode).toBe(200);
  });
});

describe('users', () => {
  test('block: the existing session gets 401 at once, login answers 403 USER_BLOCKED; unblock: login works', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const victim = await loginAs(t.app, 'disposition');
    const user = await userByName('disposition');
    const list = await op.get(`/api/operator/accounts/${user.accountId}/users`);
    expect(list.json().docs.map((u: { username: string }) => u.username)).toContain('disposition');

    const res = await op.post(`/api/operator/users/${user.id}/block`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, blocked: true, statusId: BLOCKED_USER_STATUS });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await victim.get('/api/user')).statusCode).toBe(401);
    const refused = await login('disposition');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'USER_BLOCKED', message: ERROR_MESSAGES.USER_BLOCKED });

    expect((await op.post(`/api/operator/users/${user.id}/unblock`)).json().blocked).toBe(false);
    expect((await login('disposition')).statusCode).toBe(200);
    const actions = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(user.id)))
    )
      .filter((e) => e.entity === 'user')
      .map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['block', 'unblock']));
  });
});

describe('removal requests', () => {
  const fileRequest = async (username: string, by: string) => {
    const user = await userByName(username);
    const admin = await userByName(by);
    const [row] = await t.app.db
      .insert(userRemovalRequests)
      .values({
        userId: user.id,
        accountId: user.accountId,
        requestedBy: admin.id,
        reason: 'Hat das Unternehmen verlassen',
      })
      .returning();
    return row!;
  };

  test('listed open first; approve blocks the user and ends its sessions; a decided request cannot be decided again', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const rejected = await fileRequest('aviat-sued', 'aviat');
    expect((await op.post(`/api/operator/removal-requests/${rejected.id}/reject`)).statusCode).toBe(200);
    const request = await fileRequest('kaeufer2fa', 'kaeufer');
    const list = (await op.get('/api/operator/removal-requests')).json().docs;
    expect(list[0]).toMatchObject({
      id: request.id,
      status: 'OPEN',
      user: { username: 'kaeufer2fa' },
      reason: 'Hat das Unternehmen verlassen',
    });
    expect(list.find((r: { id: number }) => r.id === rejected.id)).toMatchObject({
      status: 'REJECTED',
      decidedBy: 'Daniel Albers',
    });
    expect((await userByName('aviat-sued')).statusId).toBe(100);

    const res = await op.post(`/api/operator/removal-requests/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    const user = await userByName('kaeufer2fa');
    expect(user.statusId).toBe(BLOCKED_USER_STATUS);
    expect((await login('kaeufer2fa')).json().error.code).toBe('USER_BLOCKED');

    const again = await op.post(`/api/operator/removal-requests/${request.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REMOVAL_REQUEST_DECIDED');
    expect((await op.post('/api/operator/removal-requests/999999/approve')).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  test('newest first, 50 per page, with actor name and filters', async () => {
    const op = await loginAs(t.app, 'betreiber');
    const account = await accountOf('neukunde');
    await op.post(`/api/operator/accounts/${account.id}/block`);
    await op.post(`/api/operator/accounts/${account.id}/unblock`);
    const res = await op.get(`/api/operator/audit?entity=account&accountId=${account.id}`);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs;
    expect(docs.slice(0, 2).map((d: { action: string }) => d.action)).toEqual(['unblock', 'block']);
    expect(docs[0]).toMatchObject({ actorName: 'Daniel Albers', entity: 'account', accountId: account.id });
    const all = (await op.get('/api/operator/audit')).json();
    expect(all.pageSize).toBe(50);
    expect(all.docs.length).toBeLessThanOrEqual(50);
    const times = all.docs.map((d: { at: string }) => d.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await op.get('/api/operator/audit?page=0')).statusCode).toBe(400);
  });
});
