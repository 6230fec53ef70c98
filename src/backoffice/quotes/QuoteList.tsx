import { DataTable, DateField, DeleteButton, List } from 'react-admin';
import { labelOf, projectTypes, quoteStatuses } from '../../shared/config/options';
import { StatusChip } from '../common/StatusChip';
import { QuoteAnswerButtons } from './QuoteAnswerButtons';
import { quoteFilters } from './quoteFilters';
import { exporters } from '../data/exporters';

interface QuoteRow {
  project_type: string;
}

export function QuoteList() {
  return (
    <List exporter={exporters.quotes} filters={quoteFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" />
        <DataTable.Col source="project_type" render={(row: QuoteRow) => labelOf(projectTypes, row.project_type)} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="status">
          <StatusChip options={quoteStatuses} />
        </DataTable.Col>
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <QuoteAnswerButtons />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
