import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { companyToday } from '../common/companyToday';
import { formatLongDay } from '../../shared/format/dates';
import { NewRequests } from './NewRequests';
import { OrdersToPrepare } from './OrdersToPrepare';
import { TodayAppointments } from './TodayAppointments';

/**
 * « Aujourd'hui », first on the dashboard: staff answer customers from their phones, so what needs doing
 * today comes before the counts (today's appointments with a number to call, new requests, orders to prepare).
 */
export function TodayPanel() {
  const translate = useTranslate();
  const today = companyToday();
  return (
    <Card component="section" aria-labelledby="today-heading">
      <CardContent>
        <Typography id="today-heading" variant="h6" component="h2">
          {translate('backoffice.today.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {formatLongDay(today)}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TodayAppointments today={today} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <NewRequests />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OrdersToPrepare />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
