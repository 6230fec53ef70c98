import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWeek } from './chartLabels';
import { formatVital, vitalThresholds, type CoreVital } from './vitalsThresholds';
import type { VitalsDay } from './webVitalsQueries';

const lineColours: Record<CoreVital, string> = { LCP: '#1976d2', INP: '#ed6c02', CLS: '#9c27b0' };

/** Daily p75 over the period: LCP and INP in milliseconds on the left, CLS on the right; dashed lines at the « good » thresholds. */
export function WebVitalsTrendChart({ daily }: { daily: VitalsDay[] }) {
  const translate = useTranslate();
  const name = (metric: CoreVital) => translate(`backoffice.analytics.web_vitals.${metric.toLowerCase()}`);
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('backoffice.analytics.web_vitals.trend')}
      </Typography>
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={daily}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tickFormatter={formatWeek} />
          <YAxis yAxisId="ms" />
          <YAxis yAxisId="cls" orientation="right" />
          <Tooltip
            labelFormatter={(day) => formatWeek(String(day))}
            formatter={(value, label) => {
              const metric = (['LCP', 'INP', 'CLS'] as const).find((candidate) => name(candidate) === label);
              return metric ? formatVital(metric, Number(value)) : value;
            }}
          />
          <Legend />
          <ReferenceLine yAxisId="ms" y={vitalThresholds.LCP[0]} stroke={lineColours.LCP} strokeDasharray="4 4" />
          <ReferenceLine yAxisId="ms" y={vitalThresholds.INP[0]} stroke={lineColours.INP} strokeDasharray="4 4" />
          <Line yAxisId="ms" dataKey="LCP" name={name('LCP')} stroke={lineColours.LCP} strokeWidth={2} connectNulls />
          <Line yAxisId="ms" dataKey="INP" name={name('INP')} stroke={lineColours.INP} strokeWidth={2} connectNulls />
          <Line yAxisId="cls" dataKey="CLS" name={name('CLS')} stroke={lineColours.CLS} strokeWidth={2} connectNulls />
        </LineChart>
      </ResponsiveContainer>
    </>
  );
}
