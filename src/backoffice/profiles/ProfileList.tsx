import { DataTable, DateField, EditButton, SimpleList } from 'react-admin';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { AdminRoleButton } from './AdminRoleButton';
import { profileFilters } from './profileFilters';
import { ResetMfaButton } from './ResetMfaButton';
import { RoleChip } from './RoleChip';
import { exporters } from '../data/exporters';
import { ProfilePhones, profilePhones } from './ProfilePhones';
import type { Tables } from '../../shared/supabase/database.types';

type ProfileRow = Pick<Tables<'profiles'>, 'id' | 'full_name' | 'email' | 'company' | 'phone' | 'account_phone'>;

/** On a phone: who, their e-mail, number and company, their role; the role buttons stay on a wider screen. */
const compactRows = (
  <SimpleList<ProfileRow>
    rowClick="edit"
    // An account made with a phone number alone has neither name nor e-mail at first.
    primaryText={(row) => row.full_name || row.email || profilePhones(row).signIn}
    tertiaryText={<RowEnd><RoleChip /></RowEnd>}
    secondaryText={(row) => {
      const { signIn, contact } = profilePhones(row);
      return [row.email, signIn, contact, row.company].filter(Boolean).join(' · ');
    }}
  />
);

export function ProfileList() {
  return (
    <ResponsiveList exporter={exporters.profiles} filters={profileFilters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="full_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="phone" disableSort>
          <ProfilePhones />
        </DataTable.Col>
        <DataTable.Col source="company" />
        <DataTable.Col source="role">
          <RoleChip />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col label="backoffice.actions.title" disableSort>
          <EditButton />
          <AdminRoleButton />
          <ResetMfaButton />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
