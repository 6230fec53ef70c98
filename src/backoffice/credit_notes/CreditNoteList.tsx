import { DataTable, DateField, List, ReferenceField } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { exporters } from '../data/exporters';
import { creditNoteFilters } from './creditNoteFilters';

interface CreditNoteRow {
  total_ht: number;
  total_ttc: number;
}

export function CreditNoteList() {
  return (
    <List exporter={exporters.credit_notes} filters={creditNoteFilters} sort={{ field: 'issued_at', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" />
        </DataTable.Col>
        <DataTable.Col source="issued_at" field={DateField} />
        <DataTable.Col source="reason" />
        <DataTable.Col source="total_ht" align="right" render={(row: CreditNoteRow) => formatFcfa(row.total_ht)} />
        <DataTable.Col source="total_ttc" align="right" render={(row: CreditNoteRow) => formatFcfa(row.total_ttc)} />
      </DataTable>
    </List>
  );
}
