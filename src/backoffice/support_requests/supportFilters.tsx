import { NullableBooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { supportStatusesForStaff, supportUrgencies } from '../../shared/config/supportOptions';
import { choicesOf } from '../common/choices';

/** The statuses staff still work on: the list opens on them. */
export const openStatuses = '(new,in_progress,waiting_customer)';

/** « Ouvertes » first, then each status alone (PostgREST's `in` list, one filter for both). */
const statusChoices = [
  { id: openStatuses, name: 'backoffice.support.open' },
  ...supportStatusesForStaff.map((option) => ({ id: `(${option.value})`, name: option.label })),
];

/** Status, urgency, owner and « en retard » (public.late: the first answer or the resolution past its target). */
export const supportFilters = [
  <SelectInput key="status" source="status@in" label="resources.support_requests.fields.status" choices={statusChoices} emptyText="backoffice.filters.all" alwaysOn />,
  <SelectInput key="urgency" source="urgency" choices={choicesOf(supportUrgencies)} emptyText="backoffice.filters.all" alwaysOn />,
  <ReferenceInput key="assigned_to" source="assigned_to" reference="profiles" filter={{ role: 'admin' }} alwaysOn>
    <SelectInput optionText="full_name" emptyText="backoffice.filters.all" label="resources.support_requests.fields.assigned_to" />
  </ReferenceInput>,
  <NullableBooleanInput key="late" source="late" alwaysOn />,
];
