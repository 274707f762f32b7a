/**
 * The parts shared by the forms that register someone: a company signing up (/signup), an operator
 * registering a company (/admin/company-register) and an operator adding a system admin
 * (/admin/signup). The pages keep only their fields and what happens after a success.
 */
import type { ZPersonName } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from './apply-api-error';
import { FormTextField } from './form-text-field';

interface RegistrationFormProps<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The fields the API may name in `details.fieldErrors`; other errors show above the form. */
  fields: readonly Path<Input>[];
  onSubmit: (values: Output) => Promise<unknown>;
  /** The form's accessible name. */
  label: string;
  spacing?: number;
  children: ReactNode;
}

/** The form element, the general error above the fields and the API's field errors on them. */
export function RegistrationForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  fields,
  onSubmit,
  label,
  spacing = 3,
  children,
}: RegistrationFormProps<Input, Output>) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fields).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={spacing} aria-label={label}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </FormProvider>
  );
}

/** Two fields side by side, one above the other on narrow screens. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

type PersonName = z.input<typeof ZPersonName>;

const KANA_HELP = '全角カタカナで入力してください';

/**
 * 姓・名・セイ・メイ of the person being registered. `autoComplete` when the person types their
 * own name (sign-up), not when an operator types someone else's.
 */
export function PersonNameFields({ autoComplete = false }: { autoComplete?: boolean }) {
  return (
    <>
      <TwoColumns>
        <FormTextField<PersonName>
          name="last_name"
          label="姓"
          required
          autoComplete={autoComplete ? 'family-name' : undefined}
        />
        <FormTextField<PersonName>
          name="first_name"
          label="名"
          required
          autoComplete={autoComplete ? 'given-name' : undefined}
        />
      </TwoColumns>
      <TwoColumns>
        <FormTextField<PersonName> name="kana_last_name" label="セイ" required helperText={KANA_HELP} />
        <FormTextField<PersonName> name="kana_first_name" label="メイ" required helperText={KANA_HELP} />
      </TwoColumns>
    </>
  );
}

interface OperatorRegistrationCardProps {
  title: string;
  /** What the registration sends to whom. */
  intro: string;
  maxWidth: number;
  children: ReactNode;
}

/** An operator's registration page: heading, explanation and the form in a card. */
export function OperatorRegistrationCard({
  title,
  intro,
  maxWidth,
  children,
}: OperatorRegistrationCardProps) {
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title}</Typography>
      <Card sx={{ p: { xs: 2, sm: 4 }, maxWidth }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
        {children}
      </Card>
    </Stack>
  );
}

/** Cancel (back to where the operator came from) and submit, at the end of an operator's form. */
export function OperatorRegistrationActions({ submitting, pt }: { submitting: boolean; pt?: number }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt }}>
      <Button color="inherit" onClick={() => void navigate(-1)}>
        キャンセル
      </Button>
      <Button type="submit" variant="contained" loading={submitting}>
        登録してメールを送信
      </Button>
    </Box>
  );
}
