import {
  canCreateEmployee,
  canManageEmployee,
  dateInputRange,
  EMPLOYMENT_TYPE_THEME_COLORS,
  EmploymentType,
  Gender,
  PERSON_FIELDS,
  type TEmployeeCreateRequest,
  ZEmployeeFields,
} from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useOrganizationUnits } from '@/entities/employee/api/get-organization-units';
import { errorMessage } from '@/lib/api-client';
import { useAreaCompany } from '@/lib/area-company';
import { ageFrom } from '../lib/age';

/** The 14 fields of the shared schema (§5), in the order the form shows them and reports errors. */
export const FIELDS = ZEmployeeFields.keyof().options;
type Field = (typeof FIELDS)[number];

/** What the fields hold while editing: text and select values, all strings. */
export type EmployeeFormValues = Record<Field, string>;

export const EMPTY_EMPLOYEE = Object.fromEntries(FIELDS.map((field) => [field, ''])) as EmployeeFormValues;

type Output = z.output<typeof ZEmployeeFields>;
const schema = ZEmployeeFields as unknown as z.ZodType<Output, EmployeeFormValues>;

interface EmployeeFormProps {
  defaultValues: EmployeeFormValues;
  submitLabel: string;
  cancelTo: string;
  /** Sends the values; throws the ApiError of a refused call. */
  onSubmit: (values: TEmployeeCreateRequest) => Promise<void>;
  mode: 'create' | 'edit';
}

/**
 * The one form of /employees/new and /employees/:id/edit, validated with the shared schema (§5).
 * A senkou_admin can only choose 選考中; the age follows the birthday as it is typed.
 */
export function EmployeeForm({ defaultValues, submitLabel, cancelTo, onSubmit, mode }: EmployeeFormProps) {
  const role = useAreaCompany().role;
  const form = useZodForm<EmployeeFormValues, Output>(schema, { defaultValues });
  const units = useOrganizationUnits();
  const [formError, setFormError] = useState<string | null>(null);
  const birthday = useWatch({ control: form.control, name: 'birthday' });
  const age = ageFrom(birthday);
  const allowed = (value: (typeof EmploymentType.values)[number]) =>
    mode === 'create' ? canCreateEmployee(role, value) : canManageEmployee(role, value);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values as TEmployeeCreateRequest);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS).length === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <FormProvider {...form}>
          <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={submitLabel}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <Section title="基本情報">
              <Grid>
                <FormTextField<EmployeeFormValues>
                  name="employee_id"
                  label={PERSON_FIELDS.employee_id.label}
                  required
                  helperText={PERSON_FIELDS.employee_id.rule}
                  autoComplete="off"
                />
                <FormTextField<EmployeeFormValues>
                  name="employment_type"
                  label={PERSON_FIELDS.employment_type.label}
                  select
                  required
                >
                  {EmploymentType.options().map((o) => (
                    <MenuItem key={o.value} value={o.value} disabled={!allowed(o.value)}>
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          mr: 1,
                          bgcolor: EMPLOYMENT_TYPE_THEME_COLORS[o.value],
                        }}
                      />
                      {o.label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField<EmployeeFormValues>
                  name="last_name"
                  label={PERSON_FIELDS.last_name.label}
                  required
                />
                <FormTextField<EmployeeFormValues>
                  name="first_name"
                  label={PERSON_FIELDS.first_name.label}
                  required
                />
                <FormTextField<EmployeeFormValues>
                  name="kana_last_name"
                  label={PERSON_FIELDS.kana_last_name.label}
                  required
                  helperText={PERSON_FIELDS.kana_last_name.rule}
                />
                <FormTextField<EmployeeFormValues>
                  name="kana_first_name"
                  label={PERSON_FIELDS.kana_first_name.label}
                  required
                  helperText={PERSON_FIELDS.kana_first_name.rule}
                />
                <FormTextField<EmployeeFormValues> name="gender" label={PERSON_FIELDS.gender.label} select>
                  <MenuItem value="">
                    <em>未選択</em>
                  </MenuItem>
                  {Gender.options().map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {o.label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField<EmployeeFormValues>
                  name="birthday"
                  label={PERSON_FIELDS.birthday.label}
                  type="date"
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: dateInputRange('birthday') }}
                  helperText={age === null ? ' ' : `${age}歳`}
                />
                <FormTextField<EmployeeFormValues>
                  name="email"
                  label={PERSON_FIELDS.email.label}
                  type="email"
                  autoComplete="off"
                />
              </Grid>
            </Section>
            <Section title="所属">
              <Grid>
                <FormTextField<EmployeeFormValues> name="department" label={PERSON_FIELDS.department.label} />
                <FormTextField<EmployeeFormValues> name="position" label={PERSON_FIELDS.position.label} />
                <FormTextField<EmployeeFormValues>
                  name="organization_chart_id"
                  label={PERSON_FIELDS.organization_chart_id.label}
                  select
                  helperText={
                    units.isSuccess && units.data.length === 0 ? '組織図がまだ作成されていません' : undefined
                  }
                >
                  <MenuItem value="">
                    <em>未所属</em>
                  </MenuItem>
                  {(units.data ?? []).map((unit) => (
                    <MenuItem key={unit.id} value={String(unit.id)}>
                      {unit.label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField<EmployeeFormValues>
                  name="hire_date"
                  label={PERSON_FIELDS.hire_date.label}
                  type="date"
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: dateInputRange('hireDate') }}
                />
              </Grid>
              <FormTextField<EmployeeFormValues>
                name="memo"
                label={PERSON_FIELDS.memo.label}
                multiline
                minRows={3}
              />
            </Section>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
              <Button component={RouterLink} to={cancelTo} color="inherit">
                キャンセル
              </Button>
            </Stack>
          </Stack>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
  );
}

/** The stored record as form values: a missing value is an empty field, an id its digits. */
export function toFormValues(employee: { [K in Field]: string | number | null }): EmployeeFormValues {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = employee[field];
      return [field, value === null ? '' : String(value)];
    }),
  ) as EmployeeFormValues;
}
