import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QuoteAcceptance } from './analyticsQueries';
import { formatRate } from './chartLabels';

export function AcceptanceCard({ acceptance }: { acceptance: QuoteAcceptance | null }) {
  const translate = useTranslate();
  const rate = formatRate(acceptance?.acceptance_rate);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('backoffice.analytics.acceptance')}
        </Typography>
        {rate === null || !acceptance ? (
          <Typography color="text.secondary">{translate('backoffice.analytics.no_answer_yet')}</Typography>
        ) : (
          <>
            <Typography variant="h3" component="p">
              {rate}
            </Typography>
            <LinearProgress variant="determinate" value={Number(acceptance.acceptance_rate) * 100} sx={{ my: 1 }} />
            <Typography variant="body2" color="text.secondary">
              {(['accepted', 'declined', 'pending'] as const).map((kind) => translate(`backoffice.analytics.${kind}_count`, { smart_count: Number(acceptance[kind]) })).join(', ')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
