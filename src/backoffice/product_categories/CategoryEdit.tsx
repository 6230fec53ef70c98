import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm';

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm editing />
    </Edit>
  );
}
