import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { BuyerAdditivesUpdateSchema } from '@fuel/domain/contracts/buyer-management';

/** One selected additive product as the form holds it (credit days may still be unset). */
export type AdditiveProductValue = { productId: number; creditDays?: number };

/** The control of the buyer-additives form, shared by its sections. */
export type AdditivesControl = Control<
  z.input<typeof BuyerAdditivesUpdateSchema>,
  unknown,
  z.output<typeof BuyerAdditivesUpdateSchema>
>;
