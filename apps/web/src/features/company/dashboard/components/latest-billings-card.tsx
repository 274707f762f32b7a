/** The dashboard's 最新の請求書 card (latest_billings): the newest invoices with a link to each. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { InvoiceStatusChip } from '@/entities/invoice/components/invoice-status-chip';
import { billingMonthLabel, formatYen } from '@/entities/invoice/lib/format';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useLatestBillings } from '../api/latest-billings';

export function LatestBillingsCard() {
  const latest = useLatestBillings();
  return (
    <Card component="section" aria-labelledby="latest-billings-title">
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography id="latest-billings-title" variant="h2" sx={{ flexGrow: 1 }}>
            最新の請求書
          </Typography>
          <Link component={RouterLink} to={paths.invoices.getHref()}>
            すべての請求書
          </Link>
        </Box>
        {latest.isPending ? <Skeleton height={72} /> : null}
        {latest.isError ? <Alert severity="error">{errorMessage(latest.error)}</Alert> : null}
        {latest.data?.length === 0 ? (
          <Typography color="text.secondary">請求書はまだありません。</Typography>
        ) : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {latest.data?.map((i) => (
            <Box
              component="li"
              key={i.id}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
              }}
            >
              <Link
                component={RouterLink}
                to={paths.invoice.getHref({ id: String(i.id) })}
                sx={{ minWidth: 120 }}
              >
                {billingMonthLabel(i.billing_month)}
              </Link>
              <InvoiceStatusChip status={i.status} kind={i.kind} />
              <Typography sx={{ ml: 'auto', fontWeight: 700 }}>{formatYen(i.total)}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
