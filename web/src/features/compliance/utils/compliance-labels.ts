import type { AdvertisingPlacementWhere, ComplianceCrossBorder, ComplianceLimit, ComplianceVatRate } from '../../../api/generated/model';

/** Whether a service is a transfer abroad, as the tables say it. */
export const crossBorderLabels: Record<ComplianceCrossBorder, string> = { no: 'нет', yes: 'да', unknown: 'уточнить' };

export const vatRateLabels: Record<ComplianceVatRate, string> = { vat22: '22 %', vat5: '5 % (УСН)', vat7: '7 % (УСН)' };

export const limitTitles: Record<ComplianceLimit['kind'], string> = {
  self_employed: 'Лимит дохода самозанятых (НПД)',
  usn_vat_exemption: 'Порог освобождения от НДС на УСН',
};

/** A limit as «это 83 % …» names it. */
export const limitOfLabels: Record<ComplianceLimit['kind'], string> = {
  self_employed: 'лимита дохода самозанятых (НПД)',
  usn_vat_exemption: 'порога освобождения от НДС на УСН',
};

/** What the coach is told at each level of the limit that applies to her. */
export const limitAdvice: Record<ComplianceLimit['kind'], string> = {
  self_employed:
    'Выше лимита статус самозанятой теряется. Заранее зарегистрируйте ИП и выберите систему налогообложения, затем смените статус в «Практике»: чеки пойдут по 54-ФЗ.',
  usn_vat_exemption: 'Выше порога на УСН появляется НДС: отметьте это ниже и выберите ставки, чтобы чеки шли с НДС.',
};

export const percent = (share: number) => `${Math.floor(share * 100)} %`;

export const templateNote = 'Это шаблон для проверки, а не юридическая консультация: сверьте каждое поле с формой регулятора и своими обстоятельствами.';

/** Where a paid placement ran. */
export const placementPlaceLabels: Record<AdvertisingPlacementWhere, string> = {
  newsletter: 'Рассылка',
  article: 'Статья',
  welcome_letter: 'Приветственное письмо',
};
