import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ShrinkToScreen } from '../common/ShrinkToScreen';
import { VitalChip } from './VitalChip';
import { coreVitals } from './vitalsThresholds';
import type { VitalsLine } from './webVitalsQueries';

/** p75 of LCP, INP and CLS per page or per connection type, most measured first; on a phone the table scrolls in its box, not the page. */
export function WebVitalsTable({ title, firstColumn, lines }: { title: string; firstColumn: string; lines: VitalsLine[] }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      <ShrinkToScreen>
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{firstColumn}</TableCell>
                {coreVitals.map((metric) => (
                  <TableCell key={metric}>{translate(`backoffice.analytics.web_vitals.${metric.toLowerCase()}`)}</TableCell>
                ))}
                <TableCell align="right">{translate('backoffice.analytics.web_vitals.samples')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.label ?? ''}>
                  <TableCell component="th" scope="row">
                    {line.label ?? translate('backoffice.analytics.web_vitals.unknown_connection')}
                  </TableCell>
                  {coreVitals.map((metric) => (
                    <TableCell key={metric}>
                      <VitalChip metric={metric} value={line.p75[metric]} />
                    </TableCell>
                  ))}
                  <TableCell align="right">{line.samples}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ShrinkToScreen>
    </>
  );
}
