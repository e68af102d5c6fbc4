import { z } from 'zod';
import {
  CreateEmptyBarrelRequestSchema,
  type CreateEmptyBarrelRequest,
  type EmptyBarrelOptions,
} from '@fuel/domain/contracts/empty-barrels';
import { preferredDateRefusal } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import type { AddressCountry } from '@fuel/domain/validation/address';

/** Where the empty containers are: at one of the buyer's additive delivery locations, or elsewhere. */
export const PICKUP_MODES = ['LOCATION', 'ADDRESS'] as const;
export type PickupMode = (typeof PICKUP_MODES)[number];

export type EmptyBarrelFormValues = {
  sellerId: number | null;
  productId: number | null;
  purchaseUnitId: number | null;
  units: number | null;
  mode: PickupMode;
  locationId: number | null;
  address: { street: string; postCode: string; city: string; county: string; country: AddressCountry };
  preferredDate: string | null;
  comment: string;
};

export function emptyBarrelValues(home: AddressCountry, today: string, hasLocations: boolean): EmptyBarrelFormValues {
  return {
    sellerId: null,
    productId: null,
    purchaseUnitId: null,
    units: null,
    mode: hasLocations ? 'LOCATION' : 'ADDRESS',
    locationId: null,
    address: { street: '', postCode: '', city: '', county: '', country: home },
    preferredDate: today,
    comment: '',
  };
}

/**
 * The form's values as the request of POST /api/empty-barrels: the chosen location or the free address
 * (exactly one, as the contract wants), no empty comment; then the contract's own checks, and a
 * preferred date not before `today` (the business day; the server checks against its clock too).
 * Field paths stay the form's (sellerId, address.street, preferredDate ...), so messages land on their fields.
 */
export function emptyBarrelFormSchema(today: string): z.ZodType<CreateEmptyBarrelRequest, EmptyBarrelFormValues> {
  const schema = z
    .object({
      mode: z.enum(PICKUP_MODES),
      sellerId: z.unknown(),
      productId: z.unknown(),
      purchaseUnitId: z.unknown(),
      units: z.unknown(),
      locationId: z.unknown(),
      address: z.unknown(),
      preferredDate: z.unknown(),
      comment: z.unknown(),
    })
    .transform(({ mode, locationId, address, comment, ...rest }): unknown => ({
      ...rest,
      ...(mode === 'LOCATION' ? { locationId } : { address }),
      ...(typeof comment === 'string' && comment.trim() !== '' ? { comment } : {}),
    }))
    .pipe(
      CreateEmptyBarrelRequestSchema.superRefine((request, ctx) => {
        const refusal = preferredDateRefusal(request.preferredDate, today);
        if (refusal) ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: refusal });
      }),
    );
  // The first stage takes any value of each field (the contract judges them), so its input is typed as the form's values.
  return schema as unknown as z.ZodType<CreateEmptyBarrelRequest, EmptyBarrelFormValues>;
}

type SellerOption = EmptyBarrelOptions['sellers'][number];

/** The products the chosen seller allows and the returnable purchase units of the chosen product (empty until chosen). */
export function cascadeOptions(
  options: EmptyBarrelOptions | undefined,
  sellerId: number | null,
  productId: number | null,
) {
  const seller: SellerOption | undefined = options?.sellers.find((s) => s.id === sellerId);
  const products = seller?.products ?? [];
  const purchaseUnits = products.find((p) => p.id === productId)?.purchaseUnits ?? [];
  return { products, purchaseUnits };
}
