import { DateInput, SelectInput } from 'react-admin';
import { paymentMethods } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

/** By method and by period received (ra-data-postgrest's column@operator keys). */
export const paymentFilters = [
  <SelectInput key="method" source="method" choices={choicesOf(paymentMethods)} emptyText="backoffice.filters.all" alwaysOn />,
  <DateInput key="from" source="paid_on@gte" label="backoffice.payments.from" alwaysOn />,
  <DateInput key="to" source="paid_on@lte" label="backoffice.payments.to" alwaysOn />,
];
