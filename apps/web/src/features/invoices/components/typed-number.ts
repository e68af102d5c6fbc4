import { z } from 'zod';

/**
 * What a number field holds: a number, null while empty, NaN while the text is refused. Read as
 * unknown (z.custom or z.null would pull more of zod into the shared first-page chunk) and typed as
 * the form's value.
 */
const fieldValue = z.unknown() as unknown as z.ZodType<number | null, number | null>;

const converted = (convert: (value: number) => number, empty: null | undefined) =>
  fieldValue.transform((v): unknown => (v === null ? empty : Number.isFinite(v) ? convert(v) : v));

/**
 * A number field's value converted to what the request carries (minor units, E4) and checked by the
 * request's own schema, so the form shows the contract's German messages.
 */
export const typedNumber = <Out>(convert: (value: number) => number, schema: z.ZodType<Out, unknown>) =>
  converted(convert, undefined).pipe(schema);

/** The same for an optional field: empty stays null (the form's value type); the request leaves it out. */
export const optionalTypedNumber = <Out>(convert: (value: number) => number, schema: z.ZodType<Out, unknown>) =>
  converted(convert, null).pipe(schema.nullable());
