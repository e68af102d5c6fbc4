import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CreateEmptyBarrelRequest, EmptyBarrelOptions } from '@fuel/domain/contracts/empty-barrels';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { cascadeOptions, emptyBarrelFormSchema, type EmptyBarrelFormValues } from '../empty-barrel-form';

/** The request form: values, the seller > product > unit cascade, and the submit that resets on success. */
export function useEmptyBarrelForm(
  options: EmptyBarrelOptions,
  initial: EmptyBarrelFormValues,
  today: string,
  onSubmit: (request: CreateEmptyBarrelRequest) => Promise<void>,
) {
  const form = useAppForm(emptyBarrelFormSchema(today), initial);
  // The fields bind to the form's values; what the submit gets is the request (the schema's output).
  const control = form.control as unknown as Control<EmptyBarrelFormValues>;
  const [sellerId, productId, unitId, mode] = useWatch({
    control,
    name: ['sellerId', 'productId', 'purchaseUnitId', 'mode'],
  });
  const { products, purchaseUnits: units } = cascadeOptions(options, sellerId, productId);
  // Another seller or product may not have the chosen product or unit: it is chosen again.
  useEffect(() => {
    if (productId !== null && !products.some((p) => p.id === productId)) form.setValue('productId', null);
    if (unitId !== null && !units.some((u) => u.id === unitId)) form.setValue('purchaseUnitId', null);
  }, [form, products, units, productId, unitId]);
  const submit = useServerSubmit(form, async (request) => {
    await onSubmit(request);
    form.reset(initial);
  });
  return { form, control, products, units, mode, submit };
}
