import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatFcfa } from '../../shared/format/money';
import type { MonthlyInvoicing } from './analyticsQueries';
import { formatMonth } from './chartLabels';

const compactFcfa = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** Invoiced (net of credit notes) and collected per month: the bars for the eye, the table for every reader. */
export function InvoicingChart({ monthly }: { monthly: MonthlyInvoicing[] }) {
  const translate = useTranslate();
  const invoiced = translate('backoffice.analytics.invoiced');
  const collected = translate('backoffice.analytics.collected');
  const title = translate('backoffice.analytics.invoicing_per_month');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <div aria-hidden="true">
          <ResponsiveContainer width="100%" height={280}>
            <BarChart data={monthly}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" tickFormatter={formatMonth} />
              <YAxis tickFormatter={(value: number) => compactFcfa.format(value)} />
              <Tooltip labelFormatter={(month) => formatMonth(String(month))} formatter={(value) => formatFcfa(Number(value))} />
              <Legend />
              <Bar dataKey="invoiced" name={invoiced} fill="#1976d2" />
              <Bar dataKey="collected" name={collected} fill="#2e7d32" />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('backoffice.analytics.month')}</TableCell>
                <TableCell align="right">{invoiced}</TableCell>
                <TableCell align="right">{collected}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...monthly].reverse().map((row) => (
                <TableRow key={row.month}>
                  <TableCell component="th" scope="row">
                    {formatMonth(row.month)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFcfa(row.invoiced)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFcfa(row.collected)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('backoffice.analytics.invoicing_note')}
        </Typography>
      </CardContent>
    </Card>
  );
}
