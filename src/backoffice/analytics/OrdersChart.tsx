import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFcfa } from '../../shared/format/money';
import type { MonthlyOrders } from './analyticsQueries';
import { formatMonth } from './chartLabels';

const compactFcfa = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

export function OrdersChart({ monthly }: { monthly: MonthlyOrders[] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('backoffice.analytics.orders_per_month')}
        </Typography>
        <ResponsiveContainer width="100%" height={300}>
          <ComposedChart data={monthly}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" tickFormatter={formatMonth} />
            <YAxis yAxisId="orders" allowDecimals={false} />
            <YAxis yAxisId="revenue" orientation="right" tickFormatter={(value: number) => compactFcfa.format(value)} />
            <Tooltip
              labelFormatter={(month) => formatMonth(String(month))}
              formatter={(value, name) => (name === translate('backoffice.analytics.revenue') ? formatFcfa(Number(value)) : value)}
            />
            <Legend />
            <Bar yAxisId="orders" dataKey="orders" name={translate('backoffice.analytics.orders')} fill="#1976d2" />
            <Line yAxisId="revenue" dataKey="revenue" name={translate('backoffice.analytics.revenue')} stroke="#2e7d32" strokeWidth={2} />
          </ComposedChart>
        </ResponsiveContainer>
        <Typography variant="body2" color="text.secondary">
          {translate('backoffice.analytics.revenue_note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
