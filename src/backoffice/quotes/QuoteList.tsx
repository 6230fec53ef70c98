import { DataTable, DateField, List } from 'react-admin';
import { labelOf, offerStatuses, projectTypes, quoteStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { StatusChip } from '../common/StatusChip';
import { DeleteUnsentButton } from './DeleteUnsentButton';
import { QuoteAnswerButtons } from './QuoteAnswerButtons';
import { quoteFilters } from './quoteFilters';
import { exporters } from '../data/exporters';

interface QuoteRow {
  project_type: string;
  total_ttc: number;
  offer_status: string;
}

export function QuoteList() {
  return (
    <List exporter={exporters.quotes} filters={quoteFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" />
        <DataTable.Col source="project_type" render={(row: QuoteRow) => labelOf(projectTypes, row.project_type)} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="status">
          <StatusChip options={quoteStatuses} />
        </DataTable.Col>
        <DataTable.Col source="offer_status">
          <StatusChip source="offer_status" options={offerStatuses} />
        </DataTable.Col>
        <DataTable.Col source="total_ttc" align="right" render={(row: QuoteRow) => (row.offer_status === 'draft' && !row.total_ttc ? '' : formatFcfa(row.total_ttc))} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <QuoteAnswerButtons />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <DeleteUnsentButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
