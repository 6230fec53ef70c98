import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { prepareProduct } from './productTransform';

export function ProductCreate() {
  return (
    <Create redirect="list" transform={prepareProduct} record={{ published: true, in_stock: true, specs: [], features: [], images: [] }}>
      <ProductForm />
    </Create>
  );
}
