import { SelectInput } from 'react-admin';
import { mailKindChoices } from './mailKinds';
import { notificationStatusChoices } from './notificationStatuses';

export const notificationFilters = [
  <SelectInput key="status" source="status" choices={notificationStatusChoices} emptyText="backoffice.filters.all" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={mailKindChoices} emptyText="backoffice.filters.all" alwaysOn />,
];
