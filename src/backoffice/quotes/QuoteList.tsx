import { DataTable, SimpleList } from 'react-admin';
import { labelOf, projectTypes, quoteStages } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { TwoLines } from '../common/TwoLines';
import { DeleteUnsentButton } from './DeleteUnsentButton';
import { DeclineRequestButton } from './DeclineRequestButton';
import { quoteFilters } from './quoteFilters';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type QuoteRow = Pick<Tables<'quotes'>, 'id' | 'number' | 'name' | 'email' | 'company' | 'project_type' | 'created_at' | 'total_ttc' | 'offer_status'>;

/** An offer's amount once it has one (a draft with no line yet has none). */
const offerTotal = (row: QuoteRow) => (row.offer_status === 'draft' && !row.total_ttc ? '' : formatFcfa(row.total_ttc));
const who = (row: QuoteRow) => [row.name, row.company].filter(Boolean).join(' — ');

const compactRows = (
  <SimpleList<QuoteRow>
    rowClick="show"
    primaryText={(row) => [row.number, who(row)].filter(Boolean).join(' · ')}
    tertiaryText={<RowEnd><StatusChip source="stage" options={quoteStages} /></RowEnd>}
    secondaryText={(row) => [formatCompactDate(row.created_at), labelOf(projectTypes, row.project_type), offerTotal(row)].filter(Boolean).join(' · ')}
  />
);

export function QuoteList() {
  return (
    <ResponsiveList exporter={exporters.quotes} filters={quoteFilters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="name" render={(row: QuoteRow) => <TwoLines first={who(row)} second={row.email} />} />
        <DataTable.Col source="project_type" render={(row: QuoteRow) => <TwoLines first={labelOf(projectTypes, row.project_type)} second={formatCompactDate(row.created_at)} />} />
        <DataTable.Col source="stage">
          <StatusChip source="stage" options={quoteStages} />
        </DataTable.Col>
        <DataTable.Col source="total_ttc" align="right" render={offerTotal} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <DeclineRequestButton />
          <DeleteUnsentButton />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
