import { expect, test } from 'vitest';
import Fastify from 'fastify';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { PASSWORD_MESSAGES } from '@fuel/domain/validation/password';
import { AppError } from '../shared/app-error';
import { resolvePlatform } from './platform';
import errorsPlugin from './errors';

/** The errors plugin alone under a brand, with routes that refuse in German (with "ß" and "MwSt."). */
async function appOf(brand: 'A' | 'B') {
  const app = Fastify();
  app.decorate('platform', resolvePlatform(brand, {}));
  await app.register(errorsPlugin);
  app.get('/thrown', async () => {
    throw new AppError(409, 'BASKET_TECHNICAL_ERROR', ERROR_MESSAGES.BASKET_TECHNICAL_ERROR, { password: PASSWORD_MESSAGES.NO_UPPERCASE });
  });
  app.get('/sent', async (_request, reply) => reply.status(400).send({ error: { code: 'X', message: 'Die MwSt. ist außerhalb.' } }));
  app.get('/data', async () => ({ street: 'Rheinkaistraße 4' }));
  await app.ready();
  return app;
}

test('brand B answers every error in Swiss spelling: message and field messages, thrown or sent', async () => {
  const app = await appOf('B');
  const thrown = (await app.inject({ method: 'GET', url: '/thrown' })).json();
  expect(thrown.error.message).toBe(ERROR_MESSAGES.BASKET_TECHNICAL_ERROR.replace('schließen', 'schliessen'));
  expect(thrown.error.fields.password).toBe('Das Passwort muss mindestens einen Grossbuchstaben (A–Z, ohne Umlaute) enthalten.');
  expect((await app.inject({ method: 'GET', url: '/sent' })).json().error.message).toBe('Die MWST ist ausserhalb.');
  // Data is not rewritten: a stored name keeps its spelling.
  expect((await app.inject({ method: 'GET', url: '/data' })).json()).toEqual({ street: 'Rheinkaistraße 4' });
  await app.close();
});

test('brand A answers German unchanged', async () => {
  const app = await appOf('A');
  const thrown = (await app.inject({ method: 'GET', url: '/thrown' })).json();
  expect(thrown.error).toEqual({
    code: 'BASKET_TECHNICAL_ERROR',
    message: ERROR_MESSAGES.BASKET_TECHNICAL_ERROR,
    fields: { password: PASSWORD_MESSAGES.NO_UPPERCASE },
  });
  await app.close();
});
