/**
 * The paged table of invoices, as a company reads its own (with the payment due date) and as an
 * operator reads every company's (with the company). Each row links to the invoice's page of the
 * reader's area.
 */
import { billingMonthLabel, formatYen, type TInvoiceSummary } from '@mirume/shared';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { displayedRows, PAGINATION_LABELS } from '@/components/pagination-labels';
import { slashDate } from '../lib/format';
import { InvoiceStatusChip } from './invoice-status-chip';

interface InvoiceTableProps {
  items: readonly TInvoiceSummary[] | undefined;
  isPending: boolean;
  /** The invoice's page in the reader's area. */
  href(id: number): string;
  /** 'company': the company's own invoices (with お支払期限); 'operator': every company's (with 企業). */
  reader: 'company' | 'operator';
  empty: string;
  total: number;
  /** Counted from 0, as the table counts. */
  page: number;
  per: number;
  perOptions: number[];
  onPage(page: number, per: number): void;
}

export function InvoiceTable(props: InvoiceTableProps) {
  const { items, isPending, href, reader, empty, total, page, per, perOptions, onPage } = props;
  return (
    <>
      <TableContainer>
        <Table
          size="small"
          sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
          aria-label="請求書の一覧"
        >
          <TableHead>
            <TableRow>
              <TableCell>対象月</TableCell>
              {reader === 'operator' ? <TableCell>企業</TableCell> : null}
              <TableCell>請求書番号</TableCell>
              <TableCell>状態</TableCell>
              <TableCell>発行日</TableCell>
              {reader === 'company' ? <TableCell>お支払期限</TableCell> : null}
              <TableCell align="right">金額（税込）</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items?.map((i) => (
              <TableRow key={i.id} hover>
                <TableCell>{billingMonthLabel(i.billing_month)}</TableCell>
                {reader === 'operator' ? <TableCell>{i.company_name}</TableCell> : null}
                <TableCell>
                  <Link component={RouterLink} to={href(i.id)}>
                    {i.invoice_number}
                  </Link>
                </TableCell>
                <TableCell>
                  <InvoiceStatusChip status={i.status} kind={i.kind} />
                </TableCell>
                <TableCell>{i.status === 'draft' ? '—' : slashDate(i.issue_date)}</TableCell>
                {reader === 'company' ? (
                  <TableCell>{i.kind === 'invoice' ? slashDate(i.due_date) : '—'}</TableCell>
                ) : null}
                <TableCell align="right">{formatYen(i.total)}</TableCell>
              </TableRow>
            ))}
            {items && items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6}>{empty}</TableCell>
              </TableRow>
            ) : null}
            {isPending ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={per}
        rowsPerPageOptions={perOptions}
        onPageChange={(_, p) => onPage(p, per)}
        onRowsPerPageChange={(e) => onPage(0, Number(e.target.value))}
        labelDisplayedRows={displayedRows}
        {...PAGINATION_LABELS}
      />
    </>
  );
}
