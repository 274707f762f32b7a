/**
 * /admin/invoices/{id} — one invoice for the operator: the same view as the company's (area seam)
 * plus, on a draft, adjusting and adding lines with a reason and issuing; on an issued invoice,
 * marking it paid and crediting it (a credit note and a new draft, never an edit).
 */
import { formatYen, lineAmount, type TInvoiceDetail, type TInvoiceLine } from '@mirume/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSnackbar } from '@/components/snackbar/use-snackbar';
import { useInvoice } from '@/entities/invoice/api/invoice';
import { InvoiceView } from '@/entities/invoice/components/invoice-view';
import { errorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useInvoiceChange } from '../api/billing';

type Dialogs =
  | { kind: 'adjust'; line: TInvoiceLine }
  | { kind: 'add' }
  | { kind: 'remove'; line: TInvoiceLine }
  | { kind: 'issue' }
  | { kind: 'paid' }
  | { kind: 'credit' }
  | null;

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** A form dialog with labelled fields and the API's field errors under them. */
function FieldsDialog(props: {
  title: string;
  fields: { name: string; label: string; type?: string; multiline?: boolean }[];
  initial: Record<string, string>;
  submitLabel: string;
  pending: boolean;
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  preview?: (values: Record<string, string>) => string | null;
  onSubmit: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState(props.initial);
  const preview = props.preview?.(values);
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="fields-dialog-title"
    >
      <DialogTitle id="fields-dialog-title" sx={{ fontWeight: 700 }}>
        {props.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              multiline={f.multiline}
              value={values[f.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              error={Boolean(props.fieldErrors[f.name])}
              helperText={props.fieldErrors[f.name]?.[0] ?? ' '}
              required
              slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            />
          ))}
          {preview ? <Typography>{preview}</Typography> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={props.pending} color="inherit">
          キャンセル
        </Button>
        <Button variant="contained" onClick={() => props.onSubmit(values)} disabled={props.pending}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const amountPreview = (v: Record<string, string>) => {
  const q = Number(v.quantity);
  const u = Number(v.unit_price);
  return Number.isInteger(q) && Number.isInteger(u) && v.quantity !== '' && v.unit_price !== ''
    ? `金額（税抜）: ${formatYen(lineAmount(q, u))}`
    : null;
};

function useInvoiceActions(invoice: TInvoiceDetail) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const change = useInvoiceChange(invoice.id);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const close = () => {
    setDialog(null);
    setFieldErrors({});
  };
  const done = (message: Parameters<typeof snackbar.show>[0]) => {
    snackbar.show(message);
    close();
  };
  const onError = (err: unknown) => {
    if (isApiError(err) && Object.keys(err.fieldErrors).length > 0) setFieldErrors(err.fieldErrors);
    else {
      snackbar.show({ message: errorMessage(err), severity: 'error' });
      close();
    }
  };
  const draft = invoice.status === 'draft';
  const payable = invoice.kind === 'invoice' && invoice.status === 'issued';
  const creditable = invoice.kind === 'invoice' && (invoice.status === 'issued' || invoice.status === 'paid');

  return {
    actions: (
      <>
        {draft ? (
          <Button variant="contained" color="success" onClick={() => setDialog({ kind: 'issue' })}>
            発行する
          </Button>
        ) : null}
        {payable ? (
          <Button variant="outlined" onClick={() => setDialog({ kind: 'paid' })}>
            入金済みにする
          </Button>
        ) : null}
        {creditable ? (
          <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'credit' })}>
            取消して再発行
          </Button>
        ) : null}
      </>
    ),
    lineActions: draft
      ? (line: TInvoiceLine) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              size="small"
              onClick={() => setDialog({ kind: 'adjust', line })}
              aria-label={`「${line.description}」を調整`}
            >
              調整
            </Button>
            {line.kind === 'manual' ? (
              <Button
                size="small"
                color="error"
                onClick={() => setDialog({ kind: 'remove', line })}
                aria-label={`「${line.description}」を削除`}
              >
                削除
              </Button>
            ) : null}
          </Stack>
        )
      : undefined,
    afterLines: draft ? (
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setDialog({ kind: 'add' })}>
          明細を追加
        </Button>
      </Box>
    ) : undefined,
    dialogs: (
      <>
        {dialog?.kind === 'adjust' ? (
          <FieldsDialog
            title={`明細「${dialog.line.description}」の調整`}
            fields={[
              { name: 'quantity', label: '数量', type: 'number' },
              { name: 'unit_price', label: '単価（円、税抜）', type: 'number' },
              { name: 'reason', label: '調整の理由', multiline: true },
            ]}
            initial={{
              quantity: String(dialog.line.quantity),
              unit_price: String(dialog.line.unit_price),
              reason: dialog.line.reason ?? '',
            }}
            submitLabel="調整する"
            pending={change.isPending}
            fieldErrors={fieldErrors}
            preview={amountPreview}
            onClose={close}
            onSubmit={(v) =>
              change.mutate(
                {
                  kind: 'adjust',
                  lineId: dialog.line.id,
                  body: {
                    quantity: v.quantity as never,
                    unit_price: v.unit_price as never,
                    reason: v.reason ?? '',
                  },
                },
                { onSuccess: () => done('update'), onError },
              )
            }
          />
        ) : null}
        {dialog?.kind === 'add' ? (
          <FieldsDialog
            title="明細の追加"
            fields={[
              { name: 'description', label: '品目' },
              { name: 'quantity', label: '数量', type: 'number' },
              { name: 'unit_price', label: '単価（円、税抜。値引きはマイナス）', type: 'number' },
              { name: 'reason', label: '追加の理由', multiline: true },
            ]}
            initial={{ description: '', quantity: '1', unit_price: '', reason: '' }}
            submitLabel="追加する"
            pending={change.isPending}
            fieldErrors={fieldErrors}
            preview={amountPreview}
            onClose={close}
            onSubmit={(v) =>
              change.mutate(
                {
                  kind: 'add',
                  body: {
                    description: v.description ?? '',
                    quantity: v.quantity as never,
                    unit_price: v.unit_price as never,
                    reason: v.reason ?? '',
                  },
                },
                { onSuccess: () => done('add'), onError },
              )
            }
          />
        ) : null}
        {dialog?.kind === 'paid' ? (
          <FieldsDialog
            title="入金済みにする"
            fields={[{ name: 'paid_on', label: '入金日', type: 'date' }]}
            initial={{ paid_on: today() }}
            submitLabel="入金済みにする"
            pending={change.isPending}
            fieldErrors={fieldErrors}
            onClose={close}
            onSubmit={(v) =>
              change.mutate(
                { kind: 'paid', paid_on: v.paid_on ?? '' },
                { onSuccess: () => done('patch'), onError },
              )
            }
          />
        ) : null}
        {dialog?.kind === 'credit' ? (
          <FieldsDialog
            title="請求書を取り消して再発行"
            fields={[{ name: 'reason', label: '取消の理由', multiline: true }]}
            initial={{ reason: '' }}
            submitLabel="取り消す"
            pending={change.isPending}
            fieldErrors={fieldErrors}
            onClose={close}
            onSubmit={(v) =>
              change.mutate(
                { kind: 'credit', reason: v.reason ?? '' },
                {
                  onSuccess: (answer) => {
                    snackbar.show({
                      message: '返還請求書を発行し、訂正用の下書きを作成しました',
                      severity: 'success',
                    });
                    close();
                    const reissue = (answer as { data: { reissue: { id: number } } }).data.reissue;
                    navigate(paths.adminInvoice.getHref({ id: String(reissue.id) }));
                  },
                  onError,
                },
              )
            }
          />
        ) : null}
        <ConfirmDialog
          open={dialog?.kind === 'issue'}
          title="請求書の発行"
          confirmLabel="発行する"
          pending={change.isPending}
          onCancel={close}
          onConfirm={() =>
            change.mutate(
              { kind: 'issue' },
              {
                onSuccess: () => done({ message: '請求書を発行しました', severity: 'success' }),
                onError,
              },
            )
          }
        >
          {invoice.recipient_name} 宛の {formatYen(invoice.total)}
          （税込）の請求書を発行し、総合管理者にメールでお知らせします。発行後は変更できません（訂正は取消と再発行で行います）。
        </ConfirmDialog>
        <ConfirmDialog
          open={dialog?.kind === 'remove'}
          title="明細の削除"
          confirmLabel="削除する"
          destructive
          pending={change.isPending}
          onCancel={close}
          onConfirm={() =>
            dialog?.kind === 'remove' &&
            change.mutate(
              { kind: 'remove', lineId: dialog.line.id },
              { onSuccess: () => done('delete'), onError },
            )
          }
        >
          明細「{dialog?.kind === 'remove' ? dialog.line.description : ''}」を削除します。
        </ConfirmDialog>
      </>
    ),
  };
}

function AdminInvoice({ invoice }: { invoice: TInvoiceDetail }) {
  const { actions, lineActions, afterLines, dialogs } = useInvoiceActions(invoice);
  return (
    <>
      <InvoiceView invoice={invoice} actions={actions} lineActions={lineActions} afterLines={afterLines} />
      {invoice.issued_by_name ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          発行: {invoice.issued_by_name}
          {invoice.paid_by_name ? ` ／ 入金確認: ${invoice.paid_by_name}` : ''}
        </Typography>
      ) : null}
      {dialogs}
    </>
  );
}

export function InvoiceReviewPage() {
  const { id } = useParams();
  const invoice = useInvoice(Number(id));
  if (invoice.isPending) return <Skeleton variant="rounded" height={320} />;
  if (invoice.isError) return <Alert severity="error">{errorMessage(invoice.error)}</Alert>;
  return <AdminInvoice invoice={invoice.data} />;
}
