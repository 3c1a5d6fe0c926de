import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, unauthorized } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import { rememberGuestPurchase } from '../purchases/guest-purchase-cookie';
import { formatKopecks } from '../../shared/money-text';
import { plural } from '../../shared/russian-plural';
import type { GiftOffer } from './events';
import type { GiftCertificates } from './gift-certificates';
import type { GiftCertificateCheckout } from './gift-certificate-checkout';
import type { GiftCertificatesPorts } from './ports';
import type { Infra } from '../../infra';

/** What an offer gives, as the API says it: sessions, or (with no sessions) an amount in roubles. */
const offerGives = (offer: GiftOffer) => (offer.kind === 'consultation' ? { sessions: offer.sessions } : { sessions: null, amount: offer.amountKopecks / 100 });

function redeemedMessage(offer: GiftOffer): string {
  if (offer.kind === 'amount') return `Сертификат активирован: ${formatKopecks(offer.amountKopecks)} на вашем счёте. Эта сумма оплатит сессию или пакет, когда вы запишетесь.`;
  return `Сертификат активирован: ${offer.sessions} ${plural(offer.sessions, 'сессия добавлена', 'сессии добавлены', 'сессий добавлено')} на ваш счёт. Выберите время записи.`;
}


/** Buying a certificate (anyone), looking at and redeeming a code (signed in), the coach's list. */
export function giftCertificateHandlers(
  /** `appSecret` signs the guest purchase cookie, so her return page learns the outcome. */
  infra: Pick<Infra, 'appSecret'>,
  ports: Pick<GiftCertificatesPorts, 'providerKind'>,
  certificates: GiftCertificates,
  checkout: GiftCertificateCheckout,
) {
  return {
    async buyGiftCertificate({ body, user, ctx }) {
      const gives = body.type === undefined ? (body.amount === undefined ? undefined : { amountRoubles: body.amount }) : body.amount === undefined ? { typeId: body.type } : undefined;
      if (!gives) throw badRequest('Выберите, что подарить: сессию, пакет или сумму.');
      const result = await checkout(
        {
          gives,
          recipientName: body.recipient_name,
          recipientEmail: body.recipient_email,
          message: body.message ?? '',
          deliverOn: body.deliver_on,
          user,
          guest: { email: body.email, agreement: body.agreement, notification: body.notification, clientIp: ctx.ip },
          paymentConsent: body.payment_consent,
        },
        commandMetadata(ctx.state, user?.id ?? 'guest'),
      );
      if (!user && result.purchaseId) rememberGuestPurchase(ctx, infra.appSecret, result.purchaseId);
      return { result: true, free: false, data: { token: result.confirmationToken, id: result.purchaseId ?? '', provider: ports.providerKind, amount: result.amountRoubles } };
    },

    async getGiftCertificate({ params, user, ctx }) {
      if (!user) throw unauthorized('Чтобы активировать сертификат, войдите в личный кабинет.');
      const preview = await certificates.preview(params.code, user.id, ctx.state.now);
      return { name: preview.offer.name, ...offerGives(preview.offer), expires_on: preview.expiresOn, refusal: preview.refusal };
    },

    async redeemGiftCertificate({ params, user, ctx }) {
      if (!user) throw unauthorized('Чтобы активировать сертификат, войдите в личный кабинет.');
      const offer = await certificates.redeem(params.code, user.id, commandMetadata(ctx.state, user.id));
      return { result: true, message: redeemedMessage(offer), ...offerGives(offer) };
    },

    async listGiftCertificates({ user, ctx }) {
      requireSuperuser(user);
      return (await certificates.list(ctx.state.now)).map((item) => ({
        id: item.certificateId,
        purchase_id: item.purchaseId,
        code: item.maskedCode,
        name: item.offerName,
        sessions: item.sessions,
        amount: item.amountKopecks === null ? null : item.amountKopecks / 100,
        balance: item.balanceKopecks === null ? null : item.balanceKopecks / 100,
        recipient_name: item.recipientName,
        deliver_on: item.deliverOn,
        expires_on: item.expiresOn,
        status: item.status,
      }));
    },
  } satisfies Partial<HandlerMap>;
}
