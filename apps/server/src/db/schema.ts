// The Drizzle schema object: every table, one import for the client and drizzle-kit.
export * from './schema/platform';
export * from './schema/accounts';
export * from './schema/users';
export * from './schema/auth';
export * from './schema/mail';
export * from './schema/audit';
export * from './schema/catalog';
export * from './schema/relationships';
export * from './schema/delivery-addresses';
export * from './schema/offers';
export * from './schema/trigger-contracts';
export * from './schema/orders';
export * from './schema/user-removal-requests';
export * from './schema/child-account-settings';
export * from './schema/live-market';
export * from './schema/market-read-model';
