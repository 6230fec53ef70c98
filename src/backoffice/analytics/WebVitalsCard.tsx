import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { supabase } from '../supabaseClient';
import { loadWebVitals } from './webVitalsQueries';
import { WebVitalsTable } from './WebVitalsTable';
import { WebVitalsTrendChart } from './WebVitalsTrendChart';

/** Real visitors' speed (issue 18): p75 per page and per connection type, and its trend, over 28 days. */
export function WebVitalsCard() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['admin-web-vitals'], queryFn: () => loadWebVitals(supabase) });
  const text = (key: string) => translate(`backoffice.analytics.web_vitals.${key}`);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {text('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text('intro')}
        </Typography>
        {isPending && <Loading />}
        {error && <Alert severity="error">{translate('backoffice.notifications.failed')}</Alert>}
        {data && data.perPage.length === 0 && <Typography sx={{ mt: 2 }}>{text('nothing_yet')}</Typography>}
        {data && data.perPage.length > 0 && (
          <>
            <WebVitalsTable title={text('per_page')} firstColumn={text('page')} lines={data.perPage} />
            <WebVitalsTable title={text('per_connection')} firstColumn={text('connection')} lines={data.perConnection} />
            <WebVitalsTrendChart daily={data.daily} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
