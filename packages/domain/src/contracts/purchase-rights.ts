import { z } from 'zod';
import { idParamSchema } from '../validation/numbers';

/** One user of a buyer account with the purchase right (role MyOffers_Purchase), as the seller sees it. */
export const BuyerUserPurchaseRightSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  purchaseRight: z.boolean(),
});
export type BuyerUserPurchaseRight = z.infer<typeof BuyerUserPurchaseRightSchema>;

/** GET /api/buyer-management/{relationshipId}/users (SELLER_ABLE_TO_SET_PURCHASE_RIGHTS). */
export const BuyerUsersSchema = z.object({
  onlineTradingEnabled: z.boolean(),
  users: z.array(BuyerUserPurchaseRightSchema),
});
export type BuyerUsers = z.infer<typeof BuyerUsersSchema>;

export const BuyerUserParamsSchema = z.object({
  relationshipId: idParamSchema(),
  userId: idParamSchema(),
});

/** PUT /api/buyer-management/{relationshipId}/users/{userId}/purchase-right. */
export const PurchaseRightUpdateSchema = z.strictObject({ granted: z.boolean() });
export type PurchaseRightUpdate = z.infer<typeof PurchaseRightUpdateSchema>;
