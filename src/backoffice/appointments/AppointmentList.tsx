import { DataTable, DeleteButton, List } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatLongDay, formatTime } from '../../shared/format/dates';
import { StatusChip } from '../common/StatusChip';
import { AppointmentLastChange } from './AppointmentLastChange';
import { AppointmentListActions } from './AppointmentListActions';
import { AppointmentMoveButton } from './AppointmentMoveButton';
import { AppointmentStatusButtons } from './AppointmentStatusButtons';
import { appointmentFilters } from './appointmentFilters';
import { clientEmail, clientName, type AppointmentClient } from './appointmentClient';
import { exporters } from '../data/exporters';

interface AppointmentRow extends AppointmentClient {
  service: string;
  date: string;
  time: string;
}

export function AppointmentList() {
  return (
    <List exporter={exporters.appointments}
      actions={<AppointmentListActions />}
      filters={appointmentFilters}
      sort={{ field: 'date', order: 'ASC' }}
      queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
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
