import { SelectInput, required } from 'react-admin';
import { orderStatuses } from '../../shared/config/options';
import { choicesOf } from '../common/choices';

/** An order always has a status: the input is required, so its list offers no blank choice. */
export function OrderStatusInput() {
  return <SelectInput source="status" choices={choicesOf(orderStatuses)} validate={required()} />;
}
