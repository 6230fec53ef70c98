import { DataTable, DateField, ReferenceField, SimpleList } from 'react-admin';
import { certificationStatuses } from '../../shared/certification/certificationStatuses';
import { formatFcfa } from '../../shared/format/money';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { exporters } from '../data/exporters';
import { creditNoteFilters } from './creditNoteFilters';
import type { Tables } from '../../shared/supabase/database.types';

type CreditNoteRow = Pick<Tables<'credit_notes'>, 'id' | 'number' | 'issued_at' | 'reason' | 'total_ht' | 'total_ttc'>;

const compactRows = (
  <SimpleList<CreditNoteRow>
    rowClick="show"
    primaryText={(row) => row.number}
    tertiaryText={(row) => (
      <RowEnd>
        {formatFcfa(row.total_ttc)}
        <StatusChip options={certificationStatuses} source="certification_status" />
      </RowEnd>
    )}
    secondaryText={(row) => `${formatCompactDate(row.issued_at)} · ${row.reason}`}
  />
);

export function CreditNoteList() {
  return (
    <ResponsiveList exporter={exporters.credit_notes} filters={creditNoteFilters} sort={{ field: 'issued_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" />
        </DataTable.Col>
        <DataTable.Col source="issued_at" field={DateField} />
        <DataTable.Col source="reason" />
        <DataTable.Col source="total_ht" align="right" render={(row: CreditNoteRow) => formatFcfa(row.total_ht)} />
        <DataTable.Col source="total_ttc" align="right" render={(row: CreditNoteRow) => formatFcfa(row.total_ttc)} />
        <DataTable.Col source="certification_status">
          <StatusChip options={certificationStatuses} source="certification_status" />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
