import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookQueuedSchema,
  WebhookReplayRequestSchema,
  WebhookReplayResponseSchema,
} from '@fuel/domain/contracts/webhooks';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth, type Audience } from '../../plugins/authorization';
import {
  createEndpoint,
  deleteEndpoint,
  eventsWork,
  listDeliveries,
  listEndpoints,
  replay,
  resend,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  WEBHOOK_EVENTS_WORK,
  type WebhooksDeps,
} from './webhooks.service';

/** Company admins of buyers and sellers manage their company's webhooks. */
const ADMINS: Audience = { accountTypes: ['buyer', 'seller'], companyAdmin: true };

/** Webhooks (issue 27 part 3): endpoints, secret rotation, test event, replay, delivery log and resend. */
export async function webhooksRoutes(app: FastifyInstance) {
  const deps: WebhooksDeps = app;
  // Its own lane: events must not wait behind the placement's mails (delivery p99 <= 5 s after commit).
  app.outbox.handle(WEBHOOK_EVENTS_WORK, eventsWork(deps), { lane: 'webhooks', batch: 200 });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { audience: ADMINS };
  const https = { ...config, refusals: ['WEBHOOK_URL_NOT_HTTPS'] as const };

  r.get(
    '/api/webhooks/endpoints',
    { config, schema: { summary: 'Webhook-Endpunkte des Unternehmens', response: { 200: WebhookEndpointListSchema } } },
    async (request) => listEndpoints(deps, requireAuth(request)),
  );

  r.post(
    '/api/webhooks/endpoints',
    {
      config: https,
      schema: {
        summary: 'Webhook-Endpunkt anlegen (das Geheimnis wird nur in dieser Antwort gezeigt)',
        body: WebhookEndpointInputSchema,
        response: { 201: WebhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createEndpoint(deps, requireAuth(request), request.body)),
  );

  r.put(
    '/api/webhooks/endpoints/:id',
    {
      config: https,
      schema: {
        summary: 'Webhook-Endpunkt ändern (URL, Beschreibung, Ereignisse, aktiv)',
        params: IdParamsSchema,
        body: WebhookEndpointInputSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => updateEndpoint(deps, requireAuth(request), request.params.id, request.body),
  );

  r.delete(
    '/api/webhooks/endpoints/:id',
    { config, schema: { summary: 'Webhook-Endpunkt löschen (mit seinen Zustellungen)', params: IdParamsSchema } },
    async (request, reply) => {
      await deleteEndpoint(deps, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/webhooks/endpoints/:id/rotate-secret',
    {
      config,
      schema: {
        summary: 'Neues Geheimnis; das bisherige signiert noch 24 Stunden mit',
        params: IdParamsSchema,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    async (request) => rotateSecret(deps, requireAuth(request), request.params.id),
  );

  r.post(
    '/api/webhooks/endpoints/:id/test',
    {
      config,
      schema: {
        summary: 'Testereignis (webhook.test) an diesen Endpunkt senden',
        params: IdParamsSchema,
        response: { 202: WebhookQueuedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendTestEvent(deps, requireAuth(request), request.params.id)),
  );

  r.post(
    '/api/webhooks/endpoints/:id/replay',
    {
      config,
      schema: {
        summary: 'Ereignisse seit einem Tag (höchstens 30 Tage zurück) erneut an diesen Endpunkt senden',
        params: IdParamsSchema,
        body: WebhookReplayRequestSchema,
        response: { 202: WebhookReplayResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await replay(deps, requireAuth(request), request.params.id, request.body.since)),
  );

  r.get(
    '/api/webhooks/deliveries',
    {
      config,
      schema: {
        summary: 'Zustellprotokoll, neueste zuerst, gefiltert und seitenweise',
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveryPageSchema },
      },
    },
    async (request) => listDeliveries(deps, requireAuth(request), request.query),
  );

  r.post(
    '/api/webhooks/deliveries/:id/resend',
    {
      config,
      schema: {
        summary: 'Eine Zustellung jetzt erneut senden (neuer Eintrag im Protokoll)',
        params: IdParamsSchema,
        response: { 202: WebhookQueuedSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await resend(deps, requireAuth(request), request.params.id)),
  );
}
