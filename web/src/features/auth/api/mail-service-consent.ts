import { useGetConsentPurposes } from '../../../api/generated/hooks';

/**
 * The mail service the codes go out through (its name), whose consent registering asks (156-FZ),
 * or null while the practice mails through none (`GET /api/consent-purposes/`, public); asked only
 * while `registering` (the registration tab is shown).
 */
export function useMailServiceAsked(registering: boolean): string | null {
  const purposes = useGetConsentPurposes({ query: { enabled: registering, staleTime: Infinity } });
  const mail = purposes.data?.purposes.find((purpose) => purpose.purpose === 'mail_service');
  return mail ? (mail.processor ?? 'почтовый сервис') : null;
}
