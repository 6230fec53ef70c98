import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DocumentTotals as Totals } from '../../shared/money/documentAmounts';
import { formatFcfa } from '../../shared/format/money';

/** The foot of a quote, invoice or credit note: HT, TVA at its rate, TTC. */
export function DocumentTotals({ totals, taxRate }: { totals: Totals; taxRate: number }) {
  const translate = useTranslate();
  const rows = [
    { label: translate('backoffice.documents.total_ht'), amount: totals.totalHt },
    { label: translate('backoffice.documents.total_tva', { rate: String(taxRate).replace('.', ',') }), amount: totals.totalTva },
    { label: translate('backoffice.documents.total_ttc'), amount: totals.totalTtc, strong: true },
  ];
  return (
    <Table size="small" sx={{ maxWidth: 360, ml: 'auto' }}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.strong ? 700 : undefined }}>
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: row.strong ? 700 : undefined }}>
              {formatFcfa(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
