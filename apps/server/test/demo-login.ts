import type { FastifyInstance } from 'fastify';
import { agent, DEMO_PASSWORD } from './test-app';

/** An agent logged in as a demo user of the seed (users without two-factor login). */
export async function loginAs(app: FastifyInstance, username: string): Promise<ReturnType<typeof agent>> {
  const a = agent(app);
  const res = await a.post('/api/login', { username, password: DEMO_PASSWORD });
  if (res.statusCode !== 200 || 'twoFactorRequired' in res.json()) {
    throw new Error(`demo login of ${username} failed: ${res.statusCode} ${res.body}`);
  }
  return a;
}
