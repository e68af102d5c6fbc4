// Transitional: the platform settings live in plugins/platform.ts. basket/ and orders/ still import
// this path until they become features/trading; delete this file when they are gone.
export { getPlatformSettings, singleSellerOf, syncPlatformSettings, type PlatformSettings, type SingleSeller } from '../../plugins/platform';
