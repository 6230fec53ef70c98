import { Edit } from 'react-admin';
import { EquipmentForm } from './EquipmentForm';
import { EquipmentHistory } from './EquipmentHistory';

/** Serial number at delivery, a corrected warranty end; below, the item's history (warranty, order, requests). */
export function EquipmentEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <EquipmentForm />
      <EquipmentHistory />
    </Edit>
  );
}
