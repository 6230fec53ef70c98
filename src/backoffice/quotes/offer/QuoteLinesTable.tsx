import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatFcfa } from '../../../shared/format/money';
import { ShrinkToScreen } from '../../common/ShrinkToScreen';
import { percent, type QuoteLine } from './quoteOffer';

interface Props {
  lines: readonly QuoteLine[];
  /** Draft only: the lines can be changed and removed. */
  editable: boolean;
  onEdit: (line: QuoteLine) => void;
}

/** The offer's lines as the database priced them (net unit price and total from its generated columns). */
export function QuoteLinesTable({ lines, editable, onEdit }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const field = (name: string) => translate(`resources.quote_lines.fields.${name}`);
  if (lines.length === 0) return <Typography color="text.secondary">{translate('backoffice.offer.no_lines')}</Typography>;

  const removeLine = (line: QuoteLine) =>
    remove(
      'quote_lines',
      { id: line.id, previousData: line },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('backoffice.offer.line_removed', { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  return (
    <ShrinkToScreen>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('backoffice.documents.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{field('description')}</TableCell>
              <TableCell align="right">{field('quantity')}</TableCell>
              <TableCell align="right">{translate('resources.invoice_lines.fields.unit_price')}</TableCell>
              <TableCell align="right">{field('discount_percent')}</TableCell>
              <TableCell align="right">{field('line_total')}</TableCell>
              {editable && <TableCell aria-label={translate('backoffice.actions.title')} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatFcfa(line.unit_price)}
                </TableCell>
                <TableCell align="right">{Number(line.discount_percent) ? percent(line.discount_percent) : '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatFcfa(line.line_total)}
                </TableCell>
                {editable && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={`${translate('backoffice.offer.edit_line')} « ${line.description} »`} onClick={() => onEdit(line)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      disabled={isPending}
                      aria-label={translate('backoffice.offer.remove_line', { description: line.description })}
                      onClick={() => removeLine(line)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ShrinkToScreen>
  );
}
