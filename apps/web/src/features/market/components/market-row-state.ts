import type { UseFormReturn } from 'react-hook-form';
import type { LivePrice } from '../../../lib/live/use-live-price';
import type { AddToBasket } from './use-add-to-basket';

/**
 * What the cells of one offer row share: its quantity field, the field's German reason while it refuses
 * the typed text, for a live offer its ticking price, and "In den Warenkorb".
 */
export type MarketRowState = {
  form: UseFormReturn<{ quantity: number | null }>;
  quantity: number | null;
  quantityProblem: string | null;
  setQuantityProblem: (message: string | null) => void;
  live: LivePrice | null;
  order: AddToBasket;
};
