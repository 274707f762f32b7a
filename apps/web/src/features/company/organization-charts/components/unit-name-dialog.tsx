/** Creates a unit (top level or under a parent) or renames one: the name field of the shared schema. */
import { ZOrgChartCreateRequest } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { applyFieldErrors } from '@/components/form/apply-api-error';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { errorMessage } from '@/lib/api-client';

const ZNameForm = ZOrgChartCreateRequest.pick({ name: true });

export type UnitNameDialogState =
  | { mode: 'create'; parent: { id: number; name: string } | null }
  | { mode: 'rename'; unit: { id: number; name: string } };

interface UnitNameDialogProps {
  state: UnitNameDialogState | null;
  onClose: () => void;
  /** Saves the name; throws the API error to show. */
  onSubmit: (name: string) => Promise<void>;
}

export function UnitNameDialog({ state, onClose, onSubmit }: UnitNameDialogProps) {
  const titleId = useId();
  const form = useZodForm(ZNameForm, { defaultValues: { name: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const open = state !== null;
  const initialName = state?.mode === 'rename' ? state.unit.name : '';

  useEffect(() => {
    if (open) {
      form.reset({ name: initialName });
      setFormError(null);
    }
  }, [open, initialName, form]);

  const title = !state
    ? ''
    : state.mode === 'rename'
      ? '部署名の変更'
      : state.parent
        ? '下位部署の追加'
        : '部署の追加';
  const submit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await onSubmit(name);
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['name']).length === 0) setFormError(errorMessage(e));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
            {title}
          </DialogTitle>
          <DialogContent>
            {state?.mode === 'create' && state.parent ? (
              <DialogContentText sx={{ mb: 2 }}>
                「{state.parent.name}」の下に部署を追加します。
              </DialogContentText>
            ) : null}
            {formError ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {formError}
              </Alert>
            ) : null}
            <FormTextField
              name="name"
              label="部署名"
              required
              autoFocus
              sx={{ mt: 1 }}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={form.formState.isSubmitting}>
              キャンセル
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {state?.mode === 'rename' ? '変更する' : '追加する'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
