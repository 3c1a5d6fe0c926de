import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { Product, ProductInput } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { htmlText } from '../../../components/rich-text/html-text';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { initialProductForm, parsePrice, productFormErrors, productIcons, productInput, type ProductFormValues } from '../utils/product-form';
import { ProductPreview } from './product-preview';

export type ProductEditDialogProps = {
  /** Null for a new product. */
  product: Product | null;
  saving: boolean;
  onSave: (input: ProductInput) => void;
  onClose: () => void;
  /** The file section, for a saved product (a new one gets its file once it is saved). */
  fileSection?: ReactNode;
};

/** «Продукт»: name, icon, price, the rich-text description, the landing card's preview and the file. */
export function ProductEditDialog({ product, saving, onSave, onClose, fileSection }: ProductEditDialogProps) {
  const [values, setValues] = useState<ProductFormValues>(() => initialProductForm(product));
  const [descriptionText, setDescriptionText] = useState(() => htmlText(product?.description ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? productFormErrors(values, descriptionText) : {};
  const ids = { name: useId(), price: useId(), icon: useId(), description: useId() };
  const update = (changes: Partial<ProductFormValues>) => setValues((previous) => ({ ...previous, ...changes }));
  const price = parsePrice(values.price);

  return (
    <AppModal
      open
      title={product ? `Продукт «${product.name}»` : 'Новый продукт'}
      onClose={onClose}
      saving={saving}
      cancelLabel="Закрыть"
      saveLabel={product ? 'Сохранить' : 'Создать'}
      onSave={() => {
        setSubmitted(true);
        if (Object.keys(productFormErrors(values, descriptionText)).length === 0) onSave(productInput(values));
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormControl required error={Boolean(errors.name)}>
          <FormLabel htmlFor={ids.name}>Название</FormLabel>
          <Input slotProps={{ input: { id: ids.name, maxLength: 200 } }} value={values.name} onChange={(event) => update({ name: event.target.value })} />
          {errors.name ? <FormHelperText>{errors.name}</FormHelperText> : null}
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel id={ids.icon}>Значок</FormLabel>
            <Select aria-labelledby={ids.icon} value={values.icon} onChange={(_event, icon) => icon && update({ icon })}>
              {productIcons.map((icon) => (
                <Option key={icon.key} value={icon.key}>
                  {icon.label}
                </Option>
              ))}
            </Select>
          </FormControl>
          <FormControl required error={Boolean(errors.price)} sx={{ flex: 1 }}>
            <FormLabel htmlFor={ids.price}>Цена, ₽</FormLabel>
            <Input slotProps={{ input: { id: ids.price, inputMode: 'decimal' } }} value={values.price} onChange={(event) => update({ price: event.target.value })} />
            <FormHelperText>{errors.price ?? '0 — бесплатный продукт.'}</FormHelperText>
          </FormControl>
        </Stack>
        {fileSection ?? (
          <Typography level="body-sm" color="neutral">
            Файл можно будет загрузить сразу после создания продукта.
          </Typography>
        )}
        <RichTextField
          id={ids.description}
          label="Описание"
          initialHtml={product?.description ?? ''}
          textLength={descriptionText.trim().length}
          error={errors.description}
          readOnly={saving}
          onChange={(value) => {
            setDescriptionText(value.text);
            update({ description: value.html });
          }}
        />
        <ProductPreview
          product={{ id: product?.id ?? 0, name: values.name.trim() || 'Название продукта', icon: values.icon, description: values.description, amount: Number.isNaN(price) ? 0 : price }}
        />
      </Stack>
    </AppModal>
  );
}
