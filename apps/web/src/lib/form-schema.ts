import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The contract's confirmed-password schemas are typed `z.ZodType<T>`, whose input type is `unknown`, which the
 * zod resolver cannot map onto form fields. Their input has the same fields as their output, so say so.
 */
export function formSchema<T extends FieldValues>(schema: z.ZodType<T>): z.ZodType<T, T> {
  return schema as unknown as z.ZodType<T, T>;
}
