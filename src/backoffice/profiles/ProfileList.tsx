import { DataTable, DateField, SimpleList } from 'react-admin';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { AdminRoleButton } from './AdminRoleButton';
import { profileFilters } from './profileFilters';
import { ResetMfaButton } from './ResetMfaButton';
import { RoleChip } from './RoleChip';
import { exporters } from '../data/exporters';

interface ProfileRow {
  id: string;
  full_name: string | null;
  email: string;
  company: string | null;
}

/** On a phone: who, their e-mail and company, their role; the role buttons stay on a wider screen. */
const compactRows = (
  <SimpleList<ProfileRow>
    rowClick={false}
    primaryText={(row) => row.full_name || row.email}
    tertiaryText={<RowEnd><RoleChip /></RowEnd>}
    secondaryText={(row) => [row.email, row.company].filter(Boolean).join(' · ')}
  />
);

export function ProfileList() {
  return (
    <ResponsiveList exporter={exporters.profiles} filters={profileFilters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
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
    </ResponsiveList>
  );
}
