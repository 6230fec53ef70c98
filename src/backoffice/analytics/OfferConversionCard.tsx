import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfferConversion } from './analyticsQueries';
import { formatRate } from './chartLabels';

/** Quotes sent in the last twelve months and the share the customers accepted. */
export function OfferConversionCard({ conversion }: { conversion: OfferConversion | null }) {
  const translate = useTranslate();
  const rate = formatRate(conversion?.conversion_rate);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('backoffice.analytics.offer_conversion')}
        </Typography>
        {rate === null || !conversion ? (
          <Typography color="text.secondary">{translate('backoffice.analytics.no_offer_sent')}</Typography>
        ) : (
          <>
            <Typography variant="h3" component="p">
              {rate}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('backoffice.analytics.offer_conversion_rate')}
            </Typography>
            <LinearProgress variant="determinate" value={Number(conversion.conversion_rate) * 100} sx={{ my: 1 }} aria-hidden="true" />
            <Typography variant="body2">
              {[
                translate('backoffice.analytics.offers_sent', { smart_count: Number(conversion.sent) }),
                translate('backoffice.analytics.offers_accepted', { smart_count: Number(conversion.accepted) }),
                translate('backoffice.analytics.offers_declined', { smart_count: Number(conversion.declined) }),
                translate('backoffice.analytics.offers_waiting', { smart_count: Number(conversion.waiting) }),
              ].join(', ')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
