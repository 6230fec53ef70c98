import { SearchInput, SelectInput } from 'react-admin';

const readChoices = [
  { id: 'false', name: 'backoffice.filters.unread' },
  { id: 'true', name: 'backoffice.filters.read' },
];

export const messageFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="read" source="read" choices={readChoices} emptyText="backoffice.filters.all" alwaysOn />,
];
