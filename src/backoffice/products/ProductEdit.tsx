import { Edit } from 'react-admin';
import { ProductForm } from './ProductForm';
import { prepareProduct } from './productTransform';

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={prepareProduct}>
      <ProductForm />
    </Edit>
  );
}
