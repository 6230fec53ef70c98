import { DataTable, DateField, ReferenceField, ReferenceInput, SearchInput, AutocompleteInput, SimpleList } from 'react-admin';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import type { Tables } from '../../shared/supabase/database.types';

type EquipmentRow = Pick<Tables<'equipment'>, 'id' | 'name' | 'serial_number' | 'warranty_end'>;

const equipmentFilters = [
  <SearchInput key="q" source="name@ilike" alwaysOn />,
  <ReferenceInput key="profile_id" source="profile_id" reference="profiles" alwaysOn>
    <AutocompleteInput optionText="full_name" filterToQuery={(search) => ({ q: search })} />
  </ReferenceInput>,
];

const compactRows = (
  <SimpleList<EquipmentRow>
    rowClick="edit"
    primaryText={(row) => row.name}
    secondaryText={(row) => [row.serial_number ? `n° ${row.serial_number}` : null, row.warranty_end ? `garantie ${formatCompactDate(row.warranty_end)}` : null].filter(Boolean).join(' · ')}
  />
);

/** Every customer's equipment, the warranties ending first. */
export function EquipmentList() {
  return (
    <ResponsiveList filters={equipmentFilters} sort={{ field: 'warranty_end', order: 'ASC' }} small={compactRows}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="serial_number" />
        <DataTable.Col source="profile_id">
          <ReferenceField source="profile_id" reference="profiles" link={false} />
        </DataTable.Col>
        <DataTable.Col source="purchased_on" field={DateField} />
        <DataTable.Col source="warranty_end" field={DateField} />
      </DataTable>
    </ResponsiveList>
  );
}
