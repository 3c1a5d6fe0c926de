import { ProductsScreen } from '../../../features/products/components/products-screen';

export default function CabinetProductsPage() {
  return <ProductsScreen />;
}
