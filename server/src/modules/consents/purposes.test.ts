import { describe, expect, it } from 'vitest';
import { configuredProcessors, type ConfiguredServices } from '../compliance/processors';
import { purposesInForce } from './purposes';

const services: ConfiguredServices = { payment: 'sandbox', smtpHost: null, room: 'static', jitsiHost: null, telegram: false, max: false, busyCalendarHost: null };
const purposesOf = (change: Partial<ConfiguredServices>, stated: Array<{ host: string; country: string }> = []) =>
  purposesInForce(configuredProcessors({ ...services, ...change }, stated));

describe('purposesInForce', () => {
  it('should ask the consent to processing, the mailing and the payment service even with nothing configured (the sandbox stands in for ЮKassa)', () => {
    const purposes = purposesOf({});
    expect(purposes.map((item) => item.purpose)).toEqual(['personal_data', 'advertising', 'payment_provider']);
    expect(purposes[2]).toMatchObject({ processor: 'ЮKassa (ООО НКО «ЮМани»)', country: 'Россия', crossBorder: false, requiredFor: ['purchase'], document: { document: '/user-payment-provider' } });
  });

  it('should add the mail service only with SMTP, the rooms only with Jitsi or Telemost, and each configured messenger', () => {
    expect(purposesOf({ smtpHost: 'smtp.example.ru' }).map((item) => item.purpose)).toContain('mail_service');
    expect(purposesOf({ room: 'static' }).map((item) => item.purpose)).not.toContain('video_rooms');
    expect(purposesOf({ room: 'telemost' }).find((item) => item.purpose === 'video_rooms')).toMatchObject({ country: 'Россия', crossBorder: false });
    expect(purposesOf({ room: 'jitsi', jitsiHost: 'meet.example.de' }).find((item) => item.purpose === 'video_rooms')).toMatchObject({ country: null, crossBorder: false });
    expect(purposesOf({ telegram: true, max: true }).map((item) => item.purpose)).toEqual(['personal_data', 'advertising', 'payment_provider', 'messenger_telegram', 'messenger_max']);
  });

  it('should mark a transfer abroad only for a country known to be foreign (Telegram, or a server she stated abroad)', () => {
    expect(purposesOf({ telegram: true }).find((item) => item.purpose === 'messenger_telegram')?.crossBorder).toBe(true);
    expect(purposesOf({ smtpHost: 'smtp.example.de' }, [{ host: 'smtp.example.de', country: 'Германия' }]).find((item) => item.purpose === 'mail_service')).toMatchObject({
      country: 'Германия',
      crossBorder: true,
    });
  });
});
