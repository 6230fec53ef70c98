import { DataTable, DateField, SimpleList } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { formatCompactDay } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { customerNameOf, type ReceivableRecord } from './receivableRecord';
import { ReceivablesTotals } from './ReceivablesTotals';
import { SendStatementButton } from './SendStatementButton';

const amount = (source: keyof ReceivableRecord) => (row: ReceivableRecord) => formatFcfa(Number(row[source] ?? 0));

const compactRows = (
  <SimpleList<ReceivableRecord>
    primaryText={(row) => `${customerNameOf(row)} — ${formatFcfa(row.balance ?? 0)}`}
    secondaryText={(row) =>
      [`En retard ${formatFcfa(row.overdue_total ?? 0)}`, row.oldest_due_date ? `échéance du ${formatCompactDay(row.oldest_due_date)}` : null]
        .filter(Boolean)
        .join(' · ')
    }
    tertiaryText={() => <SendStatementButton />}
    linkType={false}
  />
);

/**
 * « Encours clients » (issue 48 point 5): each customer's balance today and its ageing, the most overdue
 * first (the oldest unpaid due date), the totals above, and « Envoyer le relevé » on each row.
 */
export function ReceivableList() {
  return (
    <>
      <ReceivablesTotals />
      <ResponsiveList exporter={false} sort={{ field: 'oldest_due_date', order: 'ASC' }} small={compactRows} perPage={50}>
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="full_name" render={(row: ReceivableRecord) => customerNameOf(row)} />
          <DataTable.Col source="balance" align="right" render={amount('balance')} />
          <DataTable.Col source="not_due" align="right" render={amount('not_due')} />
          <DataTable.Col source="overdue_0_30" align="right" render={amount('overdue_0_30')} />
          <DataTable.Col source="overdue_31_60" align="right" render={amount('overdue_31_60')} />
          <DataTable.Col source="overdue_61_90" align="right" render={amount('overdue_61_90')} />
          <DataTable.Col source="overdue_over_90" align="right" render={amount('overdue_over_90')} />
          <DataTable.Col source="oldest_due_date" field={DateField} />
          <DataTable.Col label="backoffice.receivables.send_statement" disableSort>
            <SendStatementButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </>
  );
}
