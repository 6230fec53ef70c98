import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import type { DocumentDataProvider } from '../data/documentRpcs';

/** The receivables of every customer together, above the list (public.receivables_totals). */
export function ReceivablesTotals() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const { data: totals } = useQuery({ queryKey: ['receivables_totals'], queryFn: () => dataProvider.receivablesTotals() });
  if (!totals) return null;
  return (
    <Card variant="outlined" sx={{ mb: 1 }} component="section" aria-labelledby="receivables-totals-title">
      <CardContent>
        <Typography id="receivables-totals-title" variant="subtitle1" component="h2">
          {translate('backoffice.receivables.totals_title')}
        </Typography>
        <Typography variant="body2">
          {translate('backoffice.receivables.totals', {
            smart_count: totals.customers ?? 0,
            balance: formatFcfa(totals.balance ?? 0),
            overdue: formatFcfa(totals.overdue_total ?? 0),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('backoffice.receivables.totals_ageing', {
            not_due: formatFcfa(totals.not_due ?? 0),
            d30: formatFcfa(totals.overdue_0_30 ?? 0),
            d60: formatFcfa(totals.overdue_31_60 ?? 0),
            d90: formatFcfa(totals.overdue_61_90 ?? 0),
            over90: formatFcfa(totals.overdue_over_90 ?? 0),
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
