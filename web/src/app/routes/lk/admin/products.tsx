import { ProductManagement } from '../../../../features/product-management/components/product-management';

/** «Продукты»: create, change and withdraw products, upload their files, see sales and downloads. */
export default function ProductsPage() {
  return <ProductManagement />;
}
