import { Alert, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { supabase } from '../supabaseClient';
import { AcceptanceCard } from './AcceptanceCard';
import { loadAnalytics } from './analyticsQueries';
import { InvoicingChart } from './InvoicingChart';
import { OfferConversionCard } from './OfferConversionCard';
import { OrdersChart } from './OrdersChart';
import { RequestsChart } from './RequestsChart';
import { WebVitalsCard } from './WebVitalsCard';

export function AnalyticsPage() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['admin-analytics'], queryFn: () => loadAnalytics(supabase) });
  return (
    <>
      <Title title={translate('backoffice.analytics.title')} />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('backoffice.notifications.failed')}</Alert>}
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <RequestsChart weekly={data.weekly} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <AcceptanceCard acceptance={data.acceptance} />
          </Grid>
          <Grid size={12}>
            <OrdersChart monthly={data.monthly} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <InvoicingChart monthly={data.invoicing} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <OfferConversionCard conversion={data.conversion} />
          </Grid>
        </Grid>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <WebVitalsCard />
        </Grid>
      </Grid>
    </>
  );
}
