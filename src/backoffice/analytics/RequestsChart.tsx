import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyRequests } from './analyticsQueries';
import { formatWeek } from './chartLabels';

export function RequestsChart({ weekly }: { weekly: WeeklyRequests[] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('backoffice.analytics.requests_per_week')}
        </Typography>
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={weekly}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="week" tickFormatter={formatWeek} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={(week) => formatWeek(String(week))} />
            <Legend />
            <Bar dataKey="appointments" name={translate('backoffice.analytics.appointments')} fill="#1976d2" />
            <Bar dataKey="quotes" name={translate('backoffice.analytics.quotes')} fill="#ed6c02" />
            <Bar dataKey="messages" name={translate('backoffice.analytics.messages')} fill="#2e7d32" />
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
