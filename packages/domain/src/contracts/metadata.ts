import { z } from 'zod';
import { AccountTypeSchema } from './identity';
import { SELLER_KINDS } from '../additives/additive-rules';

export const FEATURE_FLAGS = [
  'SINGLE_SELLER_MODE',
  'TRIGGERS',
  'PRICE_ALERT',
  'DELIVERED_PRODUCTS',
  'PURCHASING_DISABLED',
  'BUYER_ACCEPT_GTC_ON_FIRST_LOGIN',
  'ENABLE_MARKETPLACE_ADDITIVES',
  'STATISTIC_SELLER_RANKING',
  'SELLER_ABLE_TO_SET_PURCHASE_RIGHTS',
  /** Prices and totals in Swiss francs (brand B only). */
  'CURRENCY_CHF',
  /** Swiss VAT (MWST 8.1 %) instead of the account country's rate (brand B only). */
  'SWISS_VAT',
] as const;
export const FeatureFlagSchema = z.enum(FEATURE_FLAGS);
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const ACCOUNT_FEATURES = ['productAdditives', 'newsBox', 'sharedCreditLimits', 'triggers'] as const;
export type AccountFeature = (typeof ACCOUNT_FEATURES)[number];
export const AccountFeaturesSchema = z.object({
  productAdditives: z.boolean(),
  newsBox: z.boolean(),
  sharedCreditLimits: z.boolean(),
  triggers: z.boolean(),
});
export type AccountFeatures = z.infer<typeof AccountFeaturesSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['fuel', 'additive']),
  category: z.enum(['HEIZOEL', 'DIESEL', 'BENZIN', 'OTHER']),
  categorySort: z.number().int(),
  density: z.number().nullable(),
  unit: z.enum(['cbm', 'lt']),
});
export type Product = z.infer<typeof ProductSchema>;

export const TerminalSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string(), code: z.string() });
export const RegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  terminals: z.array(TerminalSchema),
});
export type Region = z.infer<typeof RegionSchema>;

export const DeliveryAddressSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  street: z.string(),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
  contactPerson: z.string().nullable(),
  onSiteContact: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

export const LiftingPeriodSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  days: z.number().int(),
});
export const PaymentTermSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  creditDays: z.number().int(),
});
export const SellerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const AccountRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/generic/metadata (spec section 3 "Metadata"). */
export const MetadataSchema = z.object({
  platformStatus: z.enum(['ACTIVE', 'PURCHASING_DISABLED']),
  fuels: z.array(ProductSchema),
  additives: z.array(ProductSchema),
  regions: z.array(RegionSchema),
  deliveryOptions: z.array(z.enum(['PICKUP', 'DELIVERED'])),
  deliveryAddresses: z.array(DeliveryAddressSchema),
  liftingPeriods: z.array(LiftingPeriodSchema),
  paymentTerms: z.array(PaymentTermSchema),
  sellers: z.array(SellerRefSchema),
  features: z.object({
    platform: z.record(z.string(), z.boolean()),
    account: AccountFeaturesSchema,
  }),
  roles: z.array(z.string()),
  accountType: AccountTypeSchema,
  /** What a seller sells: FUEL, ADDITIVES or FUEL_AND_ADDITIVES (decision 042); null for buyers and admins. */
  sellerKind: z.enum(SELLER_KINDS).nullable(),
  shareholderChildAccount: z.array(AccountRefSchema),
  parentShareholderAccount: AccountRefSchema.nullable(),
  vat: z.object({ rate: z.number(), country: z.string() }),
});
export type Metadata = z.infer<typeof MetadataSchema>;
