import { shouldValidateOnBlur } from '@mirume/shared';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<T>;
  label: string;
};

/**
 * A labelled text field bound to the surrounding `<FormProvider>`. The error message of the
 * field (from zod or from the API's fieldErrors) shows as helper text and is announced.
 */
export function FormTextField<T extends FieldValues>({ name, helperText, ...props }: FormTextFieldProps<T>) {
  const { control, trigger } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;

  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur();
        if (shouldValidateOnBlur(Boolean(fieldState.error), field.value)) void trigger(name);
      }}
      error={Boolean(message)}
      helperText={message ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
