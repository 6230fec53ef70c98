import { DataTable, DateField, List } from 'react-admin';
import { AdminRoleButton } from './AdminRoleButton';
import { profileFilters } from './profileFilters';
import { ResetMfaButton } from './ResetMfaButton';
import { RoleChip } from './RoleChip';
import { exporters } from '../data/exporters';

export function ProfileList() {
  return (
    <List exporter={exporters.profiles} filters={profileFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="full_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" />
        <DataTable.Col source="role">
          <RoleChip />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <AdminRoleButton />
          <ResetMfaButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
