import type { PracticeDetails } from '../practice/practice-details';
import type { NotificationFiling } from './compliance-decider';
import type { ComplianceFingerprint, ComplianceStatements } from './events';
import type { ConfiguredServices, Processor } from './processors';

/**
 * The categories of personal data the product keeps: the fields `privacy/personal-data-policy.ts`
 * protects (names, addresses, zones, notes, summaries, answers, testimonials, certificates'
 * recipients, workspace, homework), what a purchase records, and a messenger's chat id when one is on.
 */
export function dataCategories(services: Pick<ConfiguredServices, 'telegram' | 'max'>): string[] {
  return [
    'фамилия, имя',
    'адрес электронной почты',
    'часовой пояс',
    'сведения о покупках, оплатах и возвратах',
    'записи на сессии и их итоги (резюме сессий)',
    'ответы на анкету перед первой сессией',
    'заметки коуча о клиенте',
    'отзывы',
    'имя, адрес и пожелание получателя подарочного сертификата',
    'сообщения и файлы в личном пространстве клиента',
    'домашние задания и ответы на них',
    ...(services.telegram || services.max ? ['идентификатор чата в мессенджере'] : []),
  ];
}

export const subjectCategories = [
  'клиенты (зарегистрированные пользователи сайта)',
  'покупатели услуг и продуктов, в том числе без регистрации',
  'подписчики рассылки',
  'получатели подарочных сертификатов',
];

export const purposes = [
  'заключение и исполнение договора оказания консультационных (коучинговых) услуг',
  'продажа цифровых продуктов',
  'приём оплаты, возвраты и формирование кассовых чеков',
  'связь с клиентом: подтверждения, напоминания, ответы на обращения',
  'рассылка информационных материалов с согласия подписчика',
  'исполнение обязанностей по налоговому учёту',
];

export const legalBases = [
  'п. 5 ч. 1 ст. 6 Федерального закона № 152-ФЗ: исполнение договора, стороной которого является субъект',
  'п. 1 ч. 1 ст. 6 Федерального закона № 152-ФЗ: согласие субъекта (рассылка, публикация отзыва, передача третьим лицам)',
  'п. 2 ч. 1 ст. 6 Федерального закона № 152-ФЗ: обязанности оператора по закону (54-ФЗ, Налоговый кодекс РФ)',
];

export const operations = [
  'сбор, запись, систематизация, накопление, хранение',
  'уточнение (обновление, изменение), извлечение, использование',
  'передача (предоставление, доступ) обработчикам, указанным ниже',
  'блокирование, удаление, уничтожение',
  'смешанная обработка, с передачей по сети Интернет',
];

/** What a filing is compared by: the processors' ids and the categories of data, each sorted. */
export const fingerprintOf = (processors: readonly Processor[], categories: readonly string[]): ComplianceFingerprint => ({
  processors: [...new Set(processors.map((processor) => processor.id))].sort(),
  categories: [...categories].sort(),
});

export type FilingChanges = { addedProcessors: string[]; removedProcessors: string[]; addedCategories: string[]; removedCategories: string[] };

const missingFrom = (from: readonly string[], other: readonly string[]) => from.filter((item) => !other.includes(item));

/** What differs from what the last filing named; all empty without a filing. */
export function changesSinceFiling(filing: NotificationFiling | null, now: ComplianceFingerprint): FilingChanges {
  if (!filing) return { addedProcessors: [], removedProcessors: [], addedCategories: [], removedCategories: [] };
  const then = filing.fingerprint;
  return {
    addedProcessors: missingFrom(now.processors, then.processors),
    removedProcessors: missingFrom(then.processors, now.processors),
    addedCategories: missingFrom(now.categories, then.categories),
    removedCategories: missingFrom(then.categories, now.categories),
  };
}

export const anyChange = (changes: FilingChanges): boolean => Object.values(changes).some((list) => list.length > 0);

export type NotificationPack = {
  operator: Pick<PracticeDetails, 'legalName' | 'taxStatus' | 'inn' | 'ogrnip' | 'postalAddress' | 'email'>;
  processors: Processor[];
  categories: string[];
  statements: ComplianceStatements;
  payment: ConfiguredServices['payment'];
};

const listed = (items: readonly string[]) => items.map((item) => `  — ${item}`).join('\n');

const processorLine = (processor: Processor) =>
  `  — ${processor.name}${processor.host ? ` (${processor.host})` : ''}: ${processor.purpose}; страна: ${processor.country ?? 'уточнить'}`;

/** The text to copy into the regulator's form, field by field; a template the coach checks. */
export function notificationText(pack: NotificationPack): string {
  const { operator, statements } = pack;
  const seller = operator.taxStatus === 'sole_proprietor' ? `индивидуальный предприниматель ${operator.legalName}, ОГРНИП ${operator.ogrnip}` : `${operator.legalName} (плательщик налога на профессиональный доход)`;
  const abroad = pack.processors.filter((processor) => processor.crossBorder !== 'no');
  const processors = pack.processors.length > 0 ? pack.processors.map(processorLine).join('\n') : '  — не привлекаются';
  const sandbox = pack.payment === 'sandbox' ? '\n  (оплата сейчас принимается тестовой кассой на сервере сайта, без передачи данных)' : '';
  return [
    'УВЕДОМЛЕНИЕ ОБ ОБРАБОТКЕ ПЕРСОНАЛЬНЫХ ДАННЫХ (шаблон для проверки, не юридическая консультация)',
    '',
    `Оператор: ${seller}, ИНН ${operator.inn}`,
    `Адрес: ${operator.postalAddress}`,
    `Электронная почта: ${operator.email}`,
    `Ответственный за организацию обработки: ${operator.legalName}`,
    '',
    'Цели обработки:',
    listed(purposes),
    '',
    'Категории персональных данных:',
    listed(pack.categories),
    '',
    'Категории субъектов:',
    listed(subjectCategories),
    '',
    'Правовые основания:',
    listed(legalBases),
    '',
    'Действия с персональными данными:',
    listed(operations),
    '',
    'Обработчики (лица, которым поручена обработка или передаются данные):',
    processors + sandbox,
    '',
    `Местонахождение базы данных: ${statements.databaseCountry ?? 'уточнить (страна сервера)'}`,
    `Трансграничная передача: ${abroad.length > 0 ? `да или уточнить (${abroad.map((processor) => processor.name).join(', ')})` : 'нет'}`,
    `Дата начала обработки: ${statements.processingStartedOn ?? 'уточнить'}`,
    'Срок или условие прекращения обработки: ликвидация (прекращение деятельности) оператора или отзыв согласия',
  ].join('\n');
}
