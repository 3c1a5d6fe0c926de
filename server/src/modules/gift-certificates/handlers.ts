import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { unauthorized } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import { rememberGuestPurchase } from '../purchases/guest-purchase-cookie';
import { plural } from '../../shared/russian-plural';
import type { GiftCertificates } from './gift-certificates';
import type { createGiftCertificateCheckout } from './gift-certificate-checkout';

export type GiftCertificateOperation = 'buyGiftCertificate' | 'getGiftCertificate' | 'redeemGiftCertificate' | 'listGiftCertificates';


/** Buying a certificate (anyone), looking at and redeeming a code (signed in), the coach's list. */
export function giftCertificateHandlers(deps: {
  certificates: GiftCertificates;
  checkout: ReturnType<typeof createGiftCertificateCheckout>;
  providerKind: 'yookassa' | 'sandbox';
  /** Signs the guest purchase cookie, so her return page learns the outcome. */
  appSecret: string;
}): HandlerGroup<GiftCertificateOperation> {
  const { certificates } = deps;
  return {
    async buyGiftCertificate({ body, user, ctx }) {
      const result = await deps.checkout(
        {
          typeId: body.type,
          recipientName: body.recipient_name,
          recipientEmail: body.recipient_email,
          message: body.message ?? '',
          deliverOn: body.deliver_on,
          user,
          guest: { email: body.email, agreement: body.agreement, notification: body.notification, clientIp: ctx.ip },
        },
        commandMetadata(ctx.state, user?.id ?? 'guest'),
      );
      if (!user && result.purchaseId) rememberGuestPurchase(ctx, deps.appSecret, result.purchaseId);
      return { result: true, free: false, data: { token: result.confirmationToken, id: result.purchaseId ?? '', provider: deps.providerKind, amount: result.amountRoubles } };
    },

    async getGiftCertificate({ params, user }) {
      if (!user) throw unauthorized('Чтобы активировать сертификат, войдите в личный кабинет.');
      const preview = await certificates.preview(params.code, user.id);
      return { name: preview.offer.name, sessions: preview.offer.sessions, expires_on: preview.expiresOn, refusal: preview.refusal };
    },

    async redeemGiftCertificate({ params, user, ctx }) {
      if (!user) throw unauthorized('Чтобы активировать сертификат, войдите в личный кабинет.');
      const offer = await certificates.redeem(params.code, user.id, commandMetadata(ctx.state, user.id));
      return { result: true, message: `Сертификат активирован: ${offer.sessions} ${plural(offer.sessions, 'сессия добавлена', 'сессии добавлены', 'сессий добавлено')} на ваш счёт. Выберите время записи.`, sessions: offer.sessions };
    },

    async listGiftCertificates({ user }) {
      requireSuperuser(user);
      return (await certificates.list()).map((item) => ({
        id: item.certificateId,
        purchase_id: item.purchaseId,
        code: item.maskedCode,
        name: item.offerName,
        sessions: item.sessions,
        recipient_name: item.recipientName,
        deliver_on: item.deliverOn,
        expires_on: item.expiresOn,
        status: item.status,
      }));
    },
  };
}
