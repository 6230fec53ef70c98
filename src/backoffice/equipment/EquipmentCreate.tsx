import { Create } from 'react-admin';
import { EquipmentForm } from './EquipmentForm';

/** Equipment the customer bought elsewhere, that the company now looks after. */
export function EquipmentCreate() {
  return (
    <Create redirect="list">
      <EquipmentForm />
    </Create>
  );
}
