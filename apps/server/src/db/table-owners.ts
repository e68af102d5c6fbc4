// Who writes which table (decision 061). Every table has one writer: the feature (or the plugin or
// shared module, named by its file) that inserts, updates and deletes its rows. Another feature that
// needs a change calls the owner's *.service.ts, passing its transaction where the write must commit
// with its own. test/table-owners.test.ts reads the server source and fails on a write by anyone else.
// Out of the rule: db/ itself (migrations, seeding) and *.test.ts / *.fixtures.ts test data.

/** SQL table name -> its one writer. */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  accounts: 'account',
  additive_locations: 'additive-locations',
  additive_offers: 'additives',
  api_idempotency_keys: 'api-keys',
  api_tokens: 'api-keys',
  audit_anchors: 'operator',
  audit_log: 'audit',
  basket_reservations: 'trading',
  child_account_settings: 'child-accounts',
  credit_entries: 'invoices',
  csv_uploads: 'csv-uploads',
  delivery_addresses: 'delivery-addresses',
  document_sequences: 'invoices',
  empty_barrel_requests: 'empty-barrels',
  favourites: 'favourites',
  held_price_pushes: 'price-feed',
  invoice_files: 'invoices',
  invoice_payments: 'invoices',
  invoices: 'invoices',
  liftings: 'liftings',
  login_codes: 'identity',
  login_failures: 'identity',
  mail_outbox: 'mail',
  market_windows: 'market-window',
  news_items: 'news',
  offers: 'offers',
  offline_triggers: 'trigger-contracts',
  orders: 'trading',
  outbox: 'outbox',
  password_reset_tokens: 'password-reset',
  platform_settings: 'platform',
  price_alerts: 'price-alerts',
  target_order_fills: 'target-orders',
  target_orders: 'target-orders',
  price_feed_control: 'price-feed',
  price_ticks: 'market-data',
  pricing_rules: 'pricing-engine',
  rate_limits: 'rate-limit',
  relationship_additive_products: 'buyer-management',
  relationship_products: 'buyer-management',
  relationship_terminals: 'buyer-management',
  relationships: 'relationships',
  seller_feed_heartbeats: 'price-feed',
  // The session plugin creates, refreshes and ends sessions; features end them through it.
  sessions: 'session',
  trigger_contracts: 'trigger-contracts',
  trigger_price_holds: 'trading',
  user_removal_requests: 'users',
  user_settings: 'statistics',
  // The users feature creates user rows, so it keeps them: password, status, roles, GTC acceptance
  // and login counters are set through its user-records service (identity would own logins only).
  users: 'users',
  webhook_deliveries: 'webhooks',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
};

/**
 * Tables no server code writes: reference data loaded by migrations and seeding, and tables kept
 * by database triggers (decision records name each trigger). A write from code fails the test too.
 */
export const NOT_WRITTEN_BY_CODE: readonly string[] = [
  'additive_product_units',
  'additive_purchase_units',
  'audit_chain_head',
  'lifting_periods',
  'market_read_model',
  'target_orders_version',
  'order_credit_use',
  'order_daily_volume',
  'order_stats_daily',
  'order_stats_monthly',
  'order_stats_totals',
  'payment_terms',
  'products',
  'regions',
  'terminals',
];
