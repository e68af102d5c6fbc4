import pg from 'pg';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD } from './test-app';
import { callServer as call, postgresUrl, useServerProcesses } from './server-processes';

// Two real server processes on one PostgreSQL database (DESIGN.md section 8). They start at the same
// moment on an empty database, so migration and demo seed must be safe in parallel; then a session made
// by one process must be valid, and ended, in the other. PGlite is one process by nature: skipped there.
const PORTS = [3521, 3522];
const { databaseUrl } = useServerProcesses({ name: 'two_processes', ports: PORTS });

test.skipIf(!postgresUrl)(
  'a session from one process works in the other, and logout in one ends it in both',
  async () => {
    const login = await call(PORTS[0], 'POST', '/api/login', {
      body: { username: 'kaeufer', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^fm_session=/);

    const other = await call(PORTS[1], 'GET', '/api/user', { cookie });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { username: string }).username).toBe('kaeufer');

    expect((await call(PORTS[1], 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(PORTS[0], 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(PORTS[1], 'GET', '/api/user', { cookie })).status).toBe(401);
  },
);

test.skipIf(!postgresUrl)('starting both at once on an empty database seeded the demo data exactly once', async () => {
  const a = new pg.Client({ connectionString: databaseUrl });
  await a.connect();
  const { rows } = await a.query(`select count(*)::int as n from users where username = 'kaeufer'`);
  await a.end();
  expect(rows[0].n).toBe(1);
});
