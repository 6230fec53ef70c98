import { DataTable, DeleteButton, SimpleList } from 'react-admin';
import { appointmentServices, appointmentStatuses, labelOf } from '../../shared/config/options';
import { formatTime } from '../../shared/format/dates';
import { formatCompactDay } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { TwoLines } from '../common/TwoLines';
import { AppointmentLastChange } from './AppointmentLastChange';
import { AppointmentListActions } from './AppointmentListActions';
import { AppointmentMoveButton } from './AppointmentMoveButton';
import { AppointmentStatusButtons } from './AppointmentStatusButtons';
import { appointmentFilters } from './appointmentFilters';
import { clientEmail, clientName, type AppointmentClient } from './appointmentClient';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

type AppointmentRow = AppointmentClient & Pick<Tables<'appointments'>, 'id' | 'service' | 'date' | 'time'>;

const slot = (row: AppointmentRow) => `${formatCompactDay(row.date)} · ${formatTime(row.time)}`;

/** On a phone: who, when and what, with the status; the buttons are on the appointment's page. */
const compactRows = (
  <SimpleList<AppointmentRow>
    rowClick="show"
    primaryText={clientName}
    tertiaryText={<RowEnd><StatusChip options={appointmentStatuses} /></RowEnd>}
    secondaryText={(row) => `${slot(row)} — ${labelOf(appointmentServices, row.service)}`}
  />
);

export function AppointmentList() {
  return (
    <ResponsiveList exporter={exporters.appointments}
      actions={<AppointmentListActions />}
      filters={appointmentFilters}
      sort={{ field: 'date', order: 'ASC' }}
      queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }}
      small={compactRows}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="full_name" render={(row: AppointmentRow) => <TwoLines first={clientName(row)} second={clientEmail(row)} />} />
        <DataTable.Col source="service" render={(row: AppointmentRow) => labelOf(appointmentServices, row.service)} />
        <DataTable.Col source="date" render={(row: AppointmentRow) => <TwoLines first={formatCompactDay(row.date)} second={formatTime(row.time)} />} />
        <DataTable.Col source="status">
          <StatusChip options={appointmentStatuses} />
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
    </ResponsiveList>
  );
}
