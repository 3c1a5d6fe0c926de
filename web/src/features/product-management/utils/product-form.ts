import type { Product, ProductInput } from '../../../api/generated/model';

export type ProductFormValues = { name: string; icon: string; price: string; description: string };
export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** The contract's bounds: 200 characters of name, prices 0…10 000 000 roubles with kopecks. */
const maxName = 200;
const maxPrice = 10_000_000;

export const productIcons = [
  { key: 'gift', label: 'Подарок' },
  { key: 'wheel', label: 'Колесо' },
  { key: 'compass', label: 'Компас' },
  { key: 'route', label: 'Маршрут' },
  { key: 'mountain', label: 'Гора' },
  { key: 'chat', label: 'Разговор' },
] as const;

export const initialProductForm = (product: Product | null): ProductFormValues => ({
  name: product?.name ?? '',
  icon: product?.icon ?? 'gift',
  price: product ? String(product.amount).replace('.', ',') : '',
  description: product?.description ?? '',
});

/** «1 490,50» or «1490.5» → 1490.5; NaN when it is not a price. */
export const parsePrice = (text: string): number => (/^\d[\d\s\u00a0]*([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.replace(/[\s\u00a0]/g, '').replace(',', '.')) : NaN);

export function productFormErrors(values: ProductFormValues, descriptionText: string): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'Введите название продукта.';
  else if (values.name.trim().length > maxName) errors.name = `Название длиннее ${maxName} символов.`;
  const price = parsePrice(values.price);
  if (Number.isNaN(price)) errors.price = 'Введите цену в рублях, например 990 или 0 для бесплатного.';
  else if (price > maxPrice) errors.price = 'Цена не может быть больше 10 000 000 ₽.';
  if (!descriptionText.trim()) errors.description = 'Опишите продукт: что получит покупатель.';
  return errors;
}

/** The request body; `file` is left out, so saving the texts keeps the current file. */
export const productInput = (values: ProductFormValues): ProductInput => ({
  name: values.name.trim(),
  icon: values.icon,
  description: values.description,
  amount: parsePrice(values.price),
});
