import { z } from 'zod';
import type { ConsultationType, ConsultationTypeInput } from '../../../api/generated/model';
import { ConsultationTypeInputIcon } from '../../../api/generated/model';
import {
  updateConsultationTypeBodyAdditionalMax,
  updateConsultationTypeBodyAmountMax,
  updateConsultationTypeBodyDescriptionMax,
  updateConsultationTypeBodyDurationMinutesMax,
  updateConsultationTypeBodyDurationMinutesMin,
  updateConsultationTypeBodyNameMax,
} from '../../../api/generated/zod';
import { formatRoubles } from '../../../lib/money';

/** The form keeps the price and the length as typed («4 000», «3500,50»; «90»). An empty length keeps the type's own. */
export type ServiceForm = Omit<ConsultationTypeInput, 'amount' | 'duration_minutes'> & { amount: string; duration_minutes: string };
export type ServiceFormErrors = Partial<Record<keyof ServiceForm, string>>;

const tooLong = (max: number) => `Не длиннее ${max} символов`;
const price = z
  .string()
  .transform((typed) => typed.replace(/[\s\u00a0₽]/g, '').replace(',', '.'))
  .pipe(
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, 'Цена — число рублей, копейки через запятую')
      .transform(Number)
      .pipe(z.number().max(updateConsultationTypeBodyAmountMax, `Не больше ${formatRoubles(updateConsultationTypeBodyAmountMax)}`)),
  );

const durationMessage = `Длительность — целое число минут, от ${updateConsultationTypeBodyDurationMinutesMin} до ${updateConsultationTypeBodyDurationMinutesMax}`;
const duration = z
  .string()
  .trim()
  .transform((typed) => (typed === '' ? undefined : typed))
  .pipe(
    z
      .string()
      .regex(/^\d+$/, durationMessage)
      .transform(Number)
      .pipe(z.number().min(updateConsultationTypeBodyDurationMinutesMin, durationMessage).max(updateConsultationTypeBodyDurationMinutesMax, durationMessage))
      .optional(),
  );

/** The Услуги dialog's rules: the contract's bounds, Russian messages. */
export const serviceFormSchema = z.object({
  name: z.string().trim().min(1, 'Обязательно').max(updateConsultationTypeBodyNameMax, tooLong(updateConsultationTypeBodyNameMax)),
  icon: z.enum(Object.values(ConsultationTypeInputIcon)),
  description: z.string().trim().max(updateConsultationTypeBodyDescriptionMax, tooLong(updateConsultationTypeBodyDescriptionMax)),
  additional: z.string().trim().max(updateConsultationTypeBodyAdditionalMax, tooLong(updateConsultationTypeBodyAdditionalMax)),
  amount: price,
  on_sale: z.boolean(),
  duration_minutes: duration,
});

const knownIcon = (icon: string): ConsultationTypeInput['icon'] =>
  Object.values(ConsultationTypeInputIcon).find((candidate) => candidate === icon) ?? ConsultationTypeInputIcon.chat;

export const serviceFormOf = (type: ConsultationType): ServiceForm => ({
  name: type.name,
  icon: knownIcon(type.icon),
  description: type.description,
  additional: type.additional,
  amount: String(type.amount).replace('.', ','),
  on_sale: type.on_sale,
  duration_minutes: type.duration_minutes === undefined ? '' : String(type.duration_minutes),
});

export function validateServiceForm(form: ServiceForm): { input: ConsultationTypeInput } | { errors: ServiceFormErrors } {
  const result = serviceFormSchema.safeParse(form);
  if (result.success) {
    const { duration_minutes, ...input } = result.data;
    return { input: duration_minutes === undefined ? input : { ...input, duration_minutes } };
  }
  const errors: ServiceFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof ServiceForm] ??= issue.message;
  return { errors };
}
