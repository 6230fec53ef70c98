import { SelectInput } from 'react-admin';
import { notificationStatusChoices } from './notificationStatuses';

export const notificationFilters = [
  <SelectInput key="status" source="status" choices={notificationStatusChoices} emptyText="backoffice.filters.all" alwaysOn />,
];
