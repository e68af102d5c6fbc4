import path from 'node:path';
import { z } from 'zod';
import { BrandIdSchema } from '@fuel/domain/contracts/identity';
import type { FeatureFlags } from '@fuel/domain/contracts/metadata';
import { parseFeatureOverrides } from '@fuel/domain/brands/feature-flags';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // Default depends on NODE_ENV (see loadConfig): loopback outside production.
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BRAND: BrandIdSchema.default('A'),
  FEATURE_FLAGS: z.string().default(''),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fuelmarkt <no-reply@fuelmarkt.local>'),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Calls per minute of one API key, over all server processes (decision 067). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  BASKET_RESERVATION_SECONDS: z.coerce.number().int().min(5).max(3600).default(90),
  PRICE_FEED: z.enum(['simulator', 'none']).default('simulator'),
  PRICE_FEED_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(5000),
  LIVE_PRICE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Decision 056: a price pushed over the API more than this far from its formula reference is held. */
  PRICE_BAND_PERCENT: z.coerce.number().min(0.1).max(100).default(5),
  /** Decision 056: offers priced by a seller's own feed pause after this long without a push. */
  FEED_HEARTBEAT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(120),
  MARKET_WINDOW_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_CLAIM_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Decision 071: 'auto' delivers webhooks in a thread of their own on PostgreSQL (not under NODE_ENV=test). */
  WEBHOOK_DELIVERY_THREAD: z.enum(['auto', 'off']).default('auto'),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  brand: z.infer<typeof BrandIdSchema>;
  featureOverrides: Partial<FeatureFlags>;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  loginRateLimitPerMinute: number;
  apiKeyRateLimitPerMinute: number;
  /** How long a basket reservation holds the offer's price (spec section 9: seconds, not shown). */
  basketReservationSeconds: number;
  /** Source of exchange prices: the built-in simulator, or none (only prices pushed over the API). */
  priceFeed: 'simulator' | 'none';
  priceFeedIntervalMs: number;
  /** Spec section 9: a quote is live for 2 minutes; shorter in end-to-end tests. */
  livePriceMaxAgeMs: number;
  /** Decision 056: the price band of pushed prices, in basis points of the formula reference (5 % = 500). */
  priceBandBp: number;
  /** Decision 056: the heartbeat of a seller's own price feed (dead-man switch). */
  feedHeartbeatMs: number;
  marketWindowSeconds: number;
  /** Longest time a client may take to send a whole request, headers and body (slow-body attacks). */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed (event streams are exempt). */
  idleTimeoutMs: number;
  /** How long a resolved session answers from memory (decision 037); 0 = every call reads it. */
  sessionCacheMs: number;
  /** Decision 068: how long one webhook delivery may take before it counts as failed. */
  webhookTimeoutMs: number;
  /** Decision 068: a delivery claimed longer ago than this died with its process and is claimed again (above the timeout). */
  webhookClaimMs: number;
  /** Decision 071: deliveries run in their own low-priority thread (needs DATABASE_URL). */
  webhookDeliveryThread: boolean;
};

/** Thrown with one German/English line per bad variable, so a start fails with a clear message. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let featureOverrides: Partial<FeatureFlags>;
  try {
    featureOverrides = parseFeatureOverrides(e.FEATURE_FLAGS);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  FEATURE_FLAGS: ${(err as Error).message}`);
  }
  return {
    env: e.NODE_ENV,
    // Outside production only this machine reaches the server (and its development mailbox) unless
    // HOST opens it up; production listens on every interface, usually behind a reverse proxy.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    brand: e.BRAND,
    featureOverrides,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginRateLimitPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    basketReservationSeconds: e.BASKET_RESERVATION_SECONDS,
    priceFeed: e.PRICE_FEED,
    priceFeedIntervalMs: e.PRICE_FEED_INTERVAL_MS,
    livePriceMaxAgeMs: e.LIVE_PRICE_MAX_AGE_SECONDS * 1000,
    priceBandBp: Math.round(e.PRICE_BAND_PERCENT * 100),
    feedHeartbeatMs: e.FEED_HEARTBEAT_SECONDS * 1000,
    marketWindowSeconds: e.MARKET_WINDOW_SECONDS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    webhookClaimMs: Math.max(e.WEBHOOK_CLAIM_SECONDS * 1000, e.WEBHOOK_TIMEOUT_MS + 1000),
    webhookDeliveryThread:
      e.WEBHOOK_DELIVERY_THREAD === 'auto' && e.NODE_ENV !== 'test' && e.DATABASE_URL !== undefined,
  };
}
