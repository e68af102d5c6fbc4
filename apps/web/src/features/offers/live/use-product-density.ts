import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import { productDensity } from './product-density';

/**
 * Keeps the live density in step with the product: an empty density takes the product's, and choosing
 * another product brings that product's density unless the seller typed one. A stored offer's own
 * density is never overwritten on opening the form.
 */
export function useProductDensity(form: UseFormReturn<OfferFormValues, unknown, OfferInput>, metadata: Metadata) {
  const productId = form.watch('productId');
  const previous = useRef(productId);
  useEffect(() => {
    const changed = previous.current !== productId;
    previous.current = productId;
    const density = productDensity(metadata, productId);
    if (density === null) return;
    const current = form.getValues('density');
    const empty = typeof current !== 'number';
    if (empty || (changed && !form.getFieldState('density').isDirty)) form.setValue('density', density);
  }, [form, metadata, productId]);
}
