import { z } from 'zod';
import { textString } from '../validation/fields';
import { isoDateString } from '../validation/query-params';
import { idParamSchema } from '../validation/numbers';

// Issue 27 part 3: webhooks. A company registers endpoints with event types; every event is signed
// with HMAC-SHA256 over `${timestamp}.${body}` with the endpoint's secret and delivered at least once,
// retried with backoff for 72 hours. Routes (company admins):
//   GET/POST /api/webhooks/endpoints, PUT/DELETE /api/webhooks/endpoints/{id},
//   POST /api/webhooks/endpoints/{id}/rotate-secret, POST /api/webhooks/endpoints/{id}/test,
//   POST /api/webhooks/endpoints/{id}/replay, GET /api/webhooks/deliveries,
//   POST /api/webhooks/deliveries/{id}/resend.

const isoDateTime = z.string();

/** Every event type; features add theirs (invoice.issued/paid, target_order.filled later). */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.confirmed',
  'order.declined',
  'trigger.placed',
  'contract.changed',
  'offer.changed',
  'lifting.recorded',
  'invoice.issued',
  'invoice.paid',
  'target_order.filled',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unbekannter Ereignistyp.' });
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;
/** The event a "Test senden" delivers; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'Bestellung aufgegeben',
  'order.confirmed': 'Bestellung bestätigt',
  'order.declined': 'Bestellung abgelehnt',
  'trigger.placed': 'Trigger-Abruf ausgelöst',
  'contract.changed': 'Trigger-Kontrakt geändert',
  'offer.changed': 'Angebot geändert',
  'lifting.recorded': 'Verladung erfasst',
  'invoice.issued': 'Rechnung oder Gutschrift ausgestellt',
  'invoice.paid': 'Zahlung erfasst',
  'target_order.filled': 'Zielpreis-Order ausgeführt',
};

/** The headers of every delivery (docs/integration.md shows how to verify them). */
export const WEBHOOK_HEADERS = {
  id: 'Webhook-Id',
  timestamp: 'Webhook-Timestamp',
  /** `v1=<hex>`; during a secret rotation one `v1=` per valid secret, separated by a space. */
  signature: 'Webhook-Signature',
} as const;

/** How long deliveries are retried, and how far back a replay reaches. */
export const WEBHOOK_RETRY_HOURS = 72;
export const WEBHOOK_REPLAY_DAYS = 30;

/** The body of every delivery. */
export const WebhookEventBodySchema = z.object({
  id: z.string(),
  type: z.string(),
  createdAt: isoDateTime,
  accountId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof WebhookEventBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  createdAt: isoDateTime,
  /** The first characters of the current secret. */
  secretPrefix: z.string(),
  /** Until when the previous secret still signs too (after a rotation), else null. */
  previousSecretUntil: isoDateTime.nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

export const WEBHOOK_FIELD_LABELS = {
  url: 'URL',
  description: 'Beschreibung',
  eventTypes: 'Ereignisse',
  active: 'Aktiv',
} as const;

/**
 * Create and edit. The URL must be http(s); https only in production (checked by the server, which
 * knows its environment: 400 WEBHOOK_URL_NOT_HTTPS).
 */
export const WebhookEndpointInputSchema = z
  .strictObject({
    url: z
      .string({ error: 'URL ist ein Pflichtfeld.' })
      .trim()
      .min(1, { error: 'URL ist ein Pflichtfeld.', abort: true })
      .max(500, { error: 'URL darf höchstens 500 Zeichen lang sein.', abort: true })
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
        error: 'Bitte geben Sie eine gültige http(s)-URL ein.',
      })
      .meta({ format: 'uri', pattern: '^https?://' }),
    description: textString(WEBHOOK_FIELD_LABELS.description, 200).default(''),
    eventTypes: z
      .array(WebhookEventTypeSchema)
      .min(1, { error: 'Bitte wählen Sie mindestens ein Ereignis.' })
      .refine((s) => new Set(s).size === s.length, { error: 'Jedes Ereignis nur einmal.' }),
    active: z.boolean().default(true),
  })
  .meta({
    examples: [
      {
        url: 'https://erp.example.de/webhooks/fuelmarkt',
        description: 'SAP',
        eventTypes: ['order.placed'],
        active: true,
      },
    ],
  });
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

/** Create and rotate answer the secret exactly once. */
export const WebhookEndpointWithSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Ausstehend',
  delivered: 'Zugestellt',
  failed: 'Fehlgeschlagen',
};

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  endpointUrl: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  createdAt: isoDateTime,
  lastAttemptAt: isoDateTime.nullable(),
  nextAttemptAt: isoDateTime.nullable(),
  /** The last attempt's HTTP status, or null (no answer: timeout, refused). */
  responseStatus: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** Why the last attempt failed, in German. */
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** GET /api/webhooks/deliveries: newest first, filtered, paged. */
const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int({ error: `${label} muss eine ganze Zahl sein.` })
    .min(1, { error: `${label} muss mindestens 1 sein.` })
    .max(max, { error: `${label} darf höchstens ${max} sein.` });
export const WebhookDeliveriesQuerySchema = z.object({
  endpointId: idParamSchema('Endpunkt enthält eine ungültige Kennung.').optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Unbekannter Zustellstatus.' }).optional(),
  eventType: z
    .string()
    .max(60, { error: 'Ereignistyp darf höchstens 60 Zeichen lang sein.' })
    .regex(/^[a-z][a-z_.]*$/, { error: 'Unbekannter Ereignistyp.' })
    .optional(),
  page: pageNumber('Seite', 100_000).default(1),
  pageSize: pageNumber('Einträge pro Seite', 100).default(25),
});
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuerySchema>;
export const WebhookDeliveryPageSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  total: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

/** POST /api/webhooks/endpoints/{id}/replay: every event of the endpoint's types since the day (at most 30 days back). */
export const WebhookReplayRequestSchema = z.strictObject({ since: isoDateString('Ab') });
export const WebhookReplayResponseSchema = z.object({ queued: z.number().int() });
/** POST .../test and .../resend: the delivery that was queued. */
export const WebhookQueuedSchema = z.object({ deliveryId: z.number().int() });
