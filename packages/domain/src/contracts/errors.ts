import { z } from 'zod';

/** The one error body every refused call answers with (DESIGN.md section 3). */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Error codes shared by server and web; messages are German and live in errors/messages.ts. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_REJECTED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'USER_BLOCKED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CODE_EXPIRED',
  'RESET_LINK_EXPIRED',
  'PASSWORD_POLICY',
  'INTERNAL_ERROR',
  'PURCHASING_DISABLED',
  'INSUFFICIENT_CREDIT',
  'ORDER_NOT_POSSIBLE',
  'DAILY_LIMIT_REACHED',
  'OFFER_NOT_AVAILABLE',
  'NOT_CONNECTED',
  'NOT_ENOUGH_VOLUME',
  'PAYMENT_TERM_CHANGED',
  'BASKET_TECHNICAL_ERROR',
  'QUANTITY_OUT_OF_RANGE',
  'ORDER_CONFIRMATION_REQUIRED',
  'DELIVERY_ADDRESS_REQUIRED',
  'ORDER_STATUS_LOCKED',
  'RELATIONSHIP_NOT_FOUND',
  'RELATIONSHIP_SELLER_NOT_FOUND',
  'RELATIONSHIP_REQUEST_OPEN',
  'RELATIONSHIP_ALREADY_ACTIVE',
  'RELATIONSHIP_STATUS_CONFLICT',
  'BUYER_TERMS_CLOSED',
  'BUYER_TERMS_CHANGED',
  'OFFER_TOTAL_BELOW_SOLD',
  // Profile and team (issue 5)
  'WRONG_PASSWORD',
  'USERNAME_TAKEN',
  'PURCHASE_RIGHTS_NOT_ENABLED',
  'SELF_ADMIN_CHANGE',
  'REMOVAL_REQUEST_OPEN',
  'OPERATOR_SELF_BLOCK',
  'REMOVAL_REQUEST_DECIDED',
  // Single-seller mode (issue 5 part 5)
  'SINGLE_SELLER_MODE',
  'PURCHASE_RIGHTS_BY_SELLER_DISABLED',
  // Live market (issue 4)
  'MARKET_DATA_UNAVAILABLE',
  'MIN_PRICE_UPDATE_FAILED',
  'PRICING_RULE_EXISTS',
  'EXPIRY_RULE_EXISTS',
  'API_TOKEN_INVALID',
  'API_SCOPE_MISSING',
  'API_RATE_LIMITED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'WEBHOOK_URL_NOT_HTTPS',
  // Liftings (issue 28): over the tolerance, order not confirmed, bill of lading already recorded
  'LIFTING_REFUSED',
  // Invoices (issue 28): payment over the open amount, credit note over the invoice, nothing to book
  'INVOICE_REFUSED',
  'PRICE_TYPE_NOT_API',
  'FEATURE_DISABLED',
  // Hardening (issue 11): terms before trading, no final price at or below zero, unique e-mail
  // addresses, the mailbox only on loopback, bounded event streams per session
  'GTC_NOT_ACCEPTED',
  'PRICE_NOT_POSITIVE',
  'EMAIL_TAKEN',
  'DEV_MAILBOX_LOCAL_ONLY',
  'DEV_MAILBOX_LOCAL_HOST_ONLY',
  'TOO_MANY_EVENT_STREAMS',
  // Trigger contracts (issue 13, spec section 8 "Trigger checkout")
  'TRIGGER_NOT_ALLOWED',
  'TRIGGER_OUTSIDE_TIME',
  'TRIGGER_QUANTITY_OUT_OF_RANGE',
  'TRIGGER_LIFTING_PERIOD_INVALID',
  'TRIGGER_DAILY_LIMIT_REACHED',
  'TRIGGER_VOLUME_EXHAUSTED',
  'TRIGGER_TECHNICAL_ERROR',
  'TRIGGER_BUYER_NOT_CONNECTED',
  'TRIGGER_CONTRACT_ENDED',
  // Trigger lifting start and petrol-mix split (issue 24 part 5)
  'TRIGGER_BEFORE_LIFTING_START',
  'TRIGGER_MIX_SPLIT_INVALID',
  // Target-price orders (issue 29): the price moved above the target before the automatic order
  // committed (nothing ordered, the target stays active); a state change the order's state forbids
  'TARGET_PRICE_NOT_REACHED',
  'TARGET_ORDER_CLOSED',
  // Additives (issue 17): the market not open to the account, a removed offer, units outside min-max,
  // a unit the product is not sold in, a buyer the seller has not enabled for additives
  'ADDITIVES_NOT_AVAILABLE',
  'ADDITIVE_OFFER_REMOVED',
  'ADDITIVE_OFFER_CHANGED',
  'ADDITIVE_UNITS_OUT_OF_RANGE',
  'ADDITIVES_NOT_ENABLED',
  // Empty-barrel pickup requests (issue 17 part 6): a done pickup is final
  'EMPTY_BARREL_STATUS_LOCKED',
  // Exchange-grade rails (issue 25 part 4, decision 056): an order far above the buyer's usual quantity
  'LARGE_ORDER_CONFIRMATION_REQUIRED',
  // The database cannot be reached (restart, failover, network): 503 with Retry-After (issue 25 part 1)
  'DATABASE_UNAVAILABLE',
  // Every rule on every path (issue 25 part 2, decision 054): seller kind, trigger product and month,
  // a contract's parties fixed once triggered, single-seller mode
  'FUEL_NOT_AVAILABLE',
  'TRIGGER_PRODUCT_NOT_FUEL',
  'TRIGGER_MONTH_PAST',
  'TRIGGER_CONTRACT_HAS_TRIGGERS',
  'PLATFORM_SELLER_ONLY',
  'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
