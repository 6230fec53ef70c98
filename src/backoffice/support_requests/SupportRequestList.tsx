import { DataTable, DateField, ReferenceField, SimpleList, TextField } from 'react-admin';
import { supportStatusesForStaff, supportUrgencies } from '../../shared/config/supportOptions';
import { labelOf } from '../../shared/config/options';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { LateChip } from './LateChip';
import { openStatuses, supportFilters } from './supportFilters';
import type { Tables } from '../../shared/supabase/database.types';

/** `late` is a computed column (public.late(support_requests)), asked for by name. */
type SupportRow = Pick<Tables<'support_requests'>, 'id' | 'number' | 'subject' | 'urgency' | 'status' | 'resolution_due'> & { late: boolean };

/** Asked with each row: `late` is a computed column, never part of `*`. */
const withLate = { meta: { columns: ['*', 'late'] } };

/** On a phone: number and subject, urgency and target, the status and « En retard ». */
const compactRows = (
  <SimpleList<SupportRow>
    rowClick="show"
    primaryText={(row) => `${row.number} · ${row.subject}`}
    secondaryText={(row) => `${labelOf(supportUrgencies, row.urgency)}${row.resolution_due ? ` · ${formatCompactDate(row.resolution_due)}` : ''}`}
    tertiaryText={
      <RowEnd>
        <StatusChip options={supportStatusesForStaff} />
        <LateChip />
      </RowEnd>
    }
  />
);

/** The requests, what is late or about to be first (sorted by the resolution target). */
export function SupportRequestList() {
  return (
    <ResponsiveList filters={supportFilters} sort={{ field: 'resolution_due', order: 'ASC' }} filterDefaultValues={{ 'status@in': openStatuses }} queryOptions={withLate} small={compactRows}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="subject" field={TextField} />
        <DataTable.Col source="profile_id">
          <ReferenceField source="profile_id" reference="profiles" link={false} />
        </DataTable.Col>
        <DataTable.Col source="urgency" render={(row: SupportRow) => labelOf(supportUrgencies, row.urgency)} />
        <DataTable.Col source="status">
          <StatusChip options={supportStatusesForStaff} />
        </DataTable.Col>
        <DataTable.Col source="assigned_to">
          <ReferenceField source="assigned_to" reference="profiles" link={false} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="resolution_due" field={DateField} />
        <DataTable.Col source="late" disableSort>
          <LateChip />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
