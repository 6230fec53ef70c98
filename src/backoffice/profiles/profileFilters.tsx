import { SearchInput, SelectInput } from 'react-admin';

const roleChoices = [
  { id: 'admin', name: 'backoffice.roles.admin' },
  { id: 'customer', name: 'backoffice.roles.customer' },
];

export const profileFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} emptyText="backoffice.filters.all" alwaysOn />,
];
