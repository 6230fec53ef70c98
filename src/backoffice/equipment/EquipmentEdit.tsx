import { Edit } from 'react-admin';
import { EquipmentForm } from './EquipmentForm';

/** Serial number at delivery, a corrected warranty end. */
export function EquipmentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <EquipmentForm />
    </Edit>
  );
}
