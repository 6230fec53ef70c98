import { DataTable, DeleteButton, List } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { StatusChip } from '../common/StatusChip';
import { AppointmentLastChange } from './AppointmentLastChange';
import { AppointmentMoveButton } from './AppointmentMoveButton';
import { AppointmentStatusButtons } from './AppointmentStatusButtons';
import { appointmentFilters } from './appointmentFilters';
import { exporters } from '../data/exporters';

interface AppointmentRow {
  full_name: string | null;
  email: string | null;
  service: string;
  date: string;
  time: string;
  profiles?: { full_name: string | null; email: string | null } | null;
}

/** The customer's account, when linked, fills what the request left out. */
const clientName = (row: AppointmentRow) => row.full_name || row.profiles?.full_name || '';
const clientEmail = (row: AppointmentRow) => row.email || row.profiles?.email || '';

export function AppointmentList() {
  return (
    <List exporter={exporters.appointments}
      filters={appointmentFilters}
      sort={{ field: 'date', order: 'ASC' }}
      queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="full_name" render={clientName} />
        <DataTable.Col source="email" render={clientEmail} />
        <DataTable.Col source="service" render={(row: AppointmentRow) => labelOf(appointmentServices, row.service)} />
        <DataTable.Col source="date" render={(row: AppointmentRow) => formatLongDay(row.date)} />
        <DataTable.Col source="time" render={(row: AppointmentRow) => formatTime(row.time)} />
        <DataTable.Col source="status">
          <StatusChip options={appointmentStatuses} />
        </DataTable.Col>
        <DataTable.Col source="last_change" disableSort>
          <AppointmentLastChange />
        </DataTable.Col>
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <AppointmentStatusButtons />
          <AppointmentMoveButton />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
