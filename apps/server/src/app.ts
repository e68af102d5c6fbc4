import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import errorsPlugin from './plugins/errors';
import openApiPlugin from './plugins/openapi';
import securityHeadersPlugin, { securityHeadersWithoutHooks } from './plugins/security-headers';
import mailPlugin, { type MailTransport } from './plugins/mail';
import outboxPlugin from './plugins/outbox';
import webhookDeliveryPlugin from './features/webhooks/webhook-delivery';
import targetOrderMatchingPlugin from './features/target-orders/target-orders.runner';
import { targetOrdersRoutes } from './features/target-orders/target-orders.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import sessionPlugin from './plugins/session';
import csrfPlugin from './plugins/csrf';
import apiKeyAuthPlugin from './plugins/api-key-auth';
import authorizationPlugin from './plugins/authorization';
import webAppPlugin from './plugins/web-app';
import eventsPlugin from './plugins/events';
import platformPlugin from './plugins/platform';
import sellerMarketEventsPlugin from './plugins/seller-market-events';
import marketSalesPlugin from './plugins/market-sales';
import orderChangesPlugin from './plugins/order-changes';
import marketDataPlugin from './plugins/market-data';
import { marketDataRoutes } from './features/market-data/market-data.routes';
import { priceFeedRoutes } from './features/price-feed/price-feed.routes';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { marketWindowRoutes } from './features/market-window/market-window.routes';
import { liveEventsRoutes } from './features/live-events/live-events.routes';
import { favouritesRoutes } from './features/favourites/favourites.routes';
import { pricingEngineRoutes } from './features/pricing-engine/pricing-engine.routes';
import { priceAlertsRoutes } from './features/price-alerts/price-alerts.routes';
import { triggerContractsRoutes } from './features/trigger-contracts/trigger-contracts.routes';
import { healthRoutes } from './features/health/health.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { brandRoutes } from './features/brand/brand.routes';
import { metadataRoutes } from './features/metadata/metadata.routes';
import { termsRoutes } from './features/terms/terms.routes';
import { offersRoutes } from './features/offers/offers.routes';
import { marketRoutes } from './features/market/market.routes';
import { relationshipsRoutes } from './features/relationships/relationships.routes';
import { buyerManagementRoutes } from './features/buyer-management/buyer-management.routes';
import { tradingRoutes } from './features/trading/trading.routes';
import { liftingsRoutes } from './features/liftings/liftings.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { orderHistoryRoutes } from './features/order-history/order-history.routes';
import { usersRoutes } from './features/users/users.routes';
import { operatorRoutes } from './features/operator/operator.routes';
import { accountRoutes } from './features/account/account.routes';
import { deliveryAddressesRoutes } from './features/delivery-addresses/delivery-addresses.routes';
import { childAccountsRoutes } from './features/child-accounts/child-accounts.routes';
import { additivesRoutes } from './features/additives/additives.routes';
import { additiveLocationsRoutes } from './features/additive-locations/additive-locations.routes';
import { emptyBarrelsRoutes } from './features/empty-barrels/empty-barrels.routes';
import { csvUploadsRoutes } from './features/csv-uploads/csv-uploads.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { newsRoutes } from './features/news/news.routes';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where mails go after the outbox; defaults to SMTP_URL or none (outbox only). */
  mailTransport?: MailTransport;
  /** Injected clock so tests can move time (expiry of codes, links, sessions). */
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    now: () => Date;
  }
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const setSecurityHeaders = securityHeadersWithoutHooks(config.publicUrl);
  const app = Fastify({
    logger: config.env === 'test' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Under test many apps start at once on a loaded machine; a start-up deadline there is a wall-clock
    // limit that fails for load, not for a bug (0 = none). Elsewhere Fastify's 10 s stays.
    pluginTimeout: config.env === 'test' ? 0 : 10_000,
    // A client must send its whole request in time and may not hold an idle connection open forever
    // (Fastify's defaults have neither). Keep-alive stays above the usual 60 s of load balancers, so
    // they close first and never reuse a connection we are closing.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: 72_000,
    // Malformed URLs (bad percent-encoding, over-long parameters) get our error body, in German.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      setSecurityHeaders(reply as FastifyReply);
      (reply as FastifyReply)
        .status(status)
        .send({ error: { code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.VALIDATION_FAILED } });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('now', deps.now ?? (() => new Date()));
  // A pooled connection the database dropped (restart, terminated backend): logged, never thrown; the
  // requests it carried answer 503 (plugins/errors.ts) and the pool opens new connections (decision 053).
  const stopLostLog = database.onConnectionLost((err) =>
    app.log.warn({ message: err.message }, 'database: a pooled connection was lost'),
  );
  app.addHook('onClose', async () => stopLostLog());
  // Brand plus feature flags (app.platform), checked for consistency: a bad combination throws here, naming the flag.
  await app.register(platformPlugin);
  await app.register(errorsPlugin);
  // First onRequest hook: every answer carries the headers, refusals (401, 403, 404) too.
  await app.register(securityHeadersPlugin);
  // Answers above 1 KB leave compressed (brotli at the plugin's quick level 4, else gzip; decision 039).
  // The built web app is compressed at build time and sent as it is (plugins/web-app.ts); event
  // streams write to the socket themselves (reply.hijack) and so stay uncompressed and streaming.
  // Request bodies are never inflated: no client sends them compressed, and a small zip must not
  // grow past the body limit.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // OpenAPI from the zod contracts plus every refusal of each route (decision 058).
  await app.register(openApiPlugin);
  await app.register(cookie);
  await app.register(mailPlugin, { transport: deps.mailTransport });
  await app.register(outboxPlugin);
  await app.register(webhookDeliveryPlugin);
  // Market events (LISTEN/NOTIFY on PostgreSQL) and the quote cache, before every feature that prices live.
  await app.register(eventsPlugin);
  await app.register(sellerMarketEventsPlugin);
  await app.register(marketSalesPlugin);
  await app.register(orderChangesPlugin);
  await app.register(marketDataPlugin);
  await app.register(targetOrderMatchingPlugin);
  // Order matters: the session sets request.auth; authorization answers 401/403 before CSRF and
  // validation, so an anonymous caller always learns only that it must log in.
  await app.register(sessionPlugin);
  // API keys (decision 067): a key's caller replaces the session's on routes with an apiScope.
  await app.register(apiKeyAuthPlugin);
  await app.register(authorizationPlugin);
  await app.register(csrfPlugin);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(brandRoutes);
  await app.register(identityRoutes);
  await app.register(passwordResetRoutes);
  await app.register(metadataRoutes);
  await app.register(termsRoutes);
  await app.register(offersRoutes);
  await app.register(marketRoutes);
  await app.register(relationshipsRoutes);
  await app.register(buyerManagementRoutes);
  await app.register(tradingRoutes);
  await app.register(liftingsRoutes);
  await app.register(invoicesRoutes);
  await app.register(orderHistoryRoutes);
  await app.register(usersRoutes);
  await app.register(operatorRoutes);
  await app.register(accountRoutes);
  await app.register(deliveryAddressesRoutes);
  await app.register(childAccountsRoutes);
  await app.register(additivesRoutes);
  await app.register(additiveLocationsRoutes);
  await app.register(emptyBarrelsRoutes);
  await app.register(marketDataRoutes);
  await app.register(apiKeysRoutes);
  await app.register(priceFeedRoutes);
  await app.register(marketWindowRoutes);
  await app.register(liveEventsRoutes);
  await app.register(favouritesRoutes);
  await app.register(pricingEngineRoutes);
  await app.register(priceAlertsRoutes);
  await app.register(targetOrdersRoutes);
  await app.register(triggerContractsRoutes);
  await app.register(csvUploadsRoutes);
  await app.register(contactRoutes);
  await app.register(statisticsRoutes);
  await app.register(newsRoutes);
  await app.register(webhooksRoutes);
  if (config.env !== 'production') await app.register(devMailboxRoutes);

  await app.register(webAppPlugin);
  return app;
}
