/**
 * A react-hook-form form driven by a shared zod schema, with the trigger rule of spec §5:
 * fields validate on input and change (`mode: 'onChange'`); on blur only when the field shows no
 * error yet and is not empty — `FormTextField` applies that half through `shouldValidateOnBlur`.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'mode' | 'reValidateMode'> = {},
) {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
}
