/** /invoices/{id} — one invoice: lines, the amount per tax rate, the PDF and the CSVs. */
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useInvoice } from '@/entities/invoice/api/invoice';
import { InvoiceView } from '@/entities/invoice/components/invoice-view';
import { errorMessage } from '@/lib/api-client';

export function InvoicePage() {
  const { id } = useParams();
  const invoice = useInvoice(Number(id));
  if (invoice.isPending) return <Skeleton variant="rounded" height={320} />;
  if (invoice.isError) return <Alert severity="error">{errorMessage(invoice.error)}</Alert>;
  return <InvoiceView invoice={invoice.data} />;
}
