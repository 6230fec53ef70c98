import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  return (
    <Create redirect="list" record={{ position: 100, icon: 'hardware' }}>
      <CategoryForm />
    </Create>
  );
}
