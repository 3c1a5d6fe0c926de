import type { PromoCodeInput } from '../../../api/generated/model';

/** The create dialog's fields as typed; empty text means «no limit» or «no date». */
export type PromoForm = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  /** null: every service / product; else the chosen ids. */
  consultationTypes: number[] | null;
  products: number[] | null;
  maxUses: string;
  maxUsesPerClient: string;
  validFrom: string;
  validUntil: string;
  firstPurchaseOnly: boolean;
};

export type PromoFormErrors = Partial<Record<'code' | 'value' | 'maxUses' | 'maxUsesPerClient' | 'validUntil', string>>;

export const emptyPromoForm: PromoForm = {
  code: '',
  kind: 'percent',
  value: '',
  consultationTypes: null,
  products: null,
  maxUses: '',
  maxUsesPerClient: '',
  validFrom: '',
  validUntil: '',
  firstPurchaseOnly: false,
};

const codePattern = /^[A-Za-zА-Яа-яЁё0-9-]{3,32}$/;
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form as the API's input, or what is wrong with it, field by field. */
export function promoInput(form: PromoForm): { input: PromoCodeInput } | { errors: PromoFormErrors } {
  const errors: PromoFormErrors = {};
  const code = form.code.trim();
  if (!codePattern.test(code)) errors.code = 'От 3 до 32 букв, цифр или дефисов';
  const value = Number(form.value.replace(',', '.').trim());
  if (form.kind === 'percent' && !(Number.isInteger(value) && value >= 1 && value <= 100)) errors.value = 'Целое число от 1 до 100';
  if (form.kind === 'amount' && !(form.value.trim() !== '' && value >= 1 && Math.round(value * 100) === value * 100)) errors.value = 'Сумма в рублях, от 1';
  const limit = (text: string, field: 'maxUses' | 'maxUsesPerClient') => {
    if (text.trim() === '') return null;
    const count = wholeNumber(text);
    if (!(count >= 1)) errors[field] = 'Целое число от 1 или пусто';
    return count;
  };
  const maxUses = limit(form.maxUses, 'maxUses');
  const maxUsesPerClient = limit(form.maxUsesPerClient, 'maxUsesPerClient');
  if (form.validFrom && form.validUntil && form.validUntil < form.validFrom) errors.validUntil = 'Раньше даты начала';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      code,
      kind: form.kind,
      ...(form.kind === 'percent' ? { percent: value } : { amount: value }),
      consultation_types: form.consultationTypes,
      products: form.products,
      max_uses: maxUses,
      max_uses_per_client: maxUsesPerClient,
      valid_from: form.validFrom || null,
      valid_until: form.validUntil || null,
      first_purchase_only: form.firstPurchaseOnly,
    },
  };
}
