import { paths } from '../../../config/paths';

/** The six legal pages, for the «other documents» links (titles as the documents name themselves). */
export const legalDocumentLinks: readonly { path: string; title: string }[] = [
  { path: paths.userPolicyAgreement, title: 'Политика в отношении обработки персональных данных' },
  { path: paths.userAgreement, title: 'Пользовательское соглашение' },
  { path: paths.userOffer, title: 'Публичная оферта' },
  { path: paths.userPersonalData, title: 'Согласие на обработку персональных данных' },
  { path: paths.userNotification, title: 'Согласие на получение рекламной рассылки' },
  { path: paths.userNotificationPersonalData, title: 'Уведомление об обработке персональных данных' },
];
