import { z } from 'zod';

// Its own module: the menu badge of every seller page reads it, and the order-history contracts it
// belonged to would otherwise load with the first page (the /login JavaScript budget, decision 039).

/** GET /api/orderHistory/awaiting-count (sellers): orders still waiting for the seller's confirmation (menu badge). */
export const AwaitingConfirmationCountSchema = z.object({ count: z.number().int() });
export type AwaitingConfirmationCount = z.infer<typeof AwaitingConfirmationCountSchema>;
