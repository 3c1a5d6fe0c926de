import { dayText } from '../../shared/date-text';
import { parseYookassaNotification } from '../../adapters/payments/notification';
import { senderCheck } from '../../adapters/payments/sender-networks';
import type { Infra } from '../../infra';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import { parseUtcMinute } from '../consultations/availability';
import { commandMetadata } from '../../http/command-metadata';
import { kopecksToRoubles } from '../catalog/catalog';
import type { GiftCertificates } from '../gift-certificates/gift-certificates';
import type { CheckoutResult, ConsultationCheckout } from './consultation-checkout';
import { rememberGuestPurchase, startedHereAsGuest } from './guest-purchase-cookie';
import type { ProductCheckout } from './product-checkout';
import type { PurchaseStore } from './purchase-store';
import type { PaymentProcess } from './payment-process';
import type { PurchasePorts } from './ports';

/**
 * Buying, paying, the return page, the coach's refunds and receipts, the sandbox's checkout and
 * YooKassa's notifications. The handlers only tell the payment process (the one home of what follows
 * a payment) what they saw.
 */
export function purchaseHandlers(
  /** `appSecret` signs the guest purchase cookie; `db` finds the purchase a refund notice names by its payment. */
  infra: Pick<Infra, 'appSecret' | 'db'>,
  ports: Pick<PurchasePorts, 'notificationNetworks' | 'provider' | 'sandbox'>,
  paymentProcess: PaymentProcess,
  purchases: PurchaseStore,
  checkoutConsultation: ConsultationCheckout,
  checkoutProduct: ProductCheckout,
  /** The day a gift certificate's recipient is mailed, for its buyer's success page. */
  giftCertificates: Pick<GiftCertificates, 'deliveryDay'>,
) {
  const providerKind = ports.provider.kind;
  /** Whether an address is one of YooKassa's notification senders. */
  const isYookassaSender = senderCheck(ports.notificationNetworks);
  /** The purchase a provider payment belongs to, from the read model (refund notices carry no metadata). */
  const findPurchaseIdByPayment = async (paymentId: string): Promise<string | undefined> => {
    const { rows } = await infra.db.query<{ id: string }>(`SELECT id FROM purchases WHERE payment_id = $1`, [paymentId]);
    return rows[0]?.id;
  };
  return {
    async buy({ body, user, ctx }) {
      let result: CheckoutResult;
      let freeMessage: string;
      if (body.product === 'product') {
        const actor = user?.id ?? 'guest';
        result = await checkoutProduct(
          { typeId: body.type, user, guest: { email: body.email, agreement: body.agreement, notification: body.notification, clientIp: ctx.ip }, promoCode: body.promo_code, paymentConsent: body.payment_consent },
          commandMetadata(ctx.state, actor),
        );
        freeMessage = 'Готово! Ссылка для скачивания отправлена на вашу почту.';
        if (!user && result.purchaseId) rememberGuestPurchase(ctx, infra.appSecret, result.purchaseId);
      } else {
        if (!user) throw unauthorized('Чтобы записаться на сессию, войдите в личный кабинет.');
        if (!body.date) throw badRequest('Укажите дату сессии.');
        const start = parseUtcMinute(body.date);
        if (!start) throw badRequest('Дата сессии задаётся в формате YYYY-MM-DD HH:mm (UTC).');
        result = await checkoutConsultation({ user, typeId: body.type, start, promoCode: body.promo_code, clientIp: ctx.ip, paymentConsent: body.payment_consent, roomsConsent: body.rooms_consent }, commandMetadata(ctx.state, user.id));
        freeMessage = result.giftRoubles
          ? 'Сессия записана и оплачена подарочным сертификатом.'
          : result.freeByPromo
            ? 'Сессия записана: промокод покрыл всю стоимость.'
            : 'Сессия записана: списана одна сессия из пакета.';
      }
      return {
        result: true,
        free: result.free,
        message: result.free ? freeMessage : undefined,
        data: {
          token: result.confirmationToken,
          id: result.purchaseId ?? '',
          provider: providerKind,
          amount: result.amountRoubles,
          ...(result.giftRoubles ? { gift_amount: result.giftRoubles } : {}),
        },
      };
    },

    async payPurchase({ params, user, ctx }) {
      if (!user) throw unauthorized('Чтобы оплатить сессию, войдите в личный кабинет.');
      const purchase = await purchases.load(params.id);
      // Only its buyer pays it; to anyone else it does not exist.
      if (purchase.status === 'none' || purchase.buyer.userId !== user.id) throw notFound('Покупка не найдена.');
      const payment = await paymentProcess.resume(params.id, commandMetadata(ctx.state, user.id));
      return {
        result: true,
        free: false,
        data: { token: payment.confirmationToken, id: params.id, provider: providerKind, amount: payment.amountKopecks / 100 },
      };
    },

    async confirmPurchase({ query, ctx, user }) {
      // Only its buyer (signed in, or the browser she bought in as a guest) and the coach learn
      // whether a purchase was paid; to anyone else it does not exist.
      const purchase = await purchases.load(query.id);
      const mayKnow =
        purchase.status !== 'none' &&
        (user?.isSuperuser === true || (user !== undefined && purchase.buyer.userId === user.id) || startedHereAsGuest(ctx, infra.appSecret, query.id));
      if (!mayKnow) throw notFound('Покупка не найдена.');
      const status = await paymentProcess.observe(query.id, 'return-page', commandMetadata(ctx.state, user?.id ?? 'guest'));
      if (status !== 'paid') return { result: false };
      // A gift's buyer learns when it goes out, in whichever tab or browser she comes back to.
      const deliverOn = purchase.item.kind === 'gift_certificate' ? await giftCertificates.deliveryDay(purchase.item.certificateId) : undefined;
      return deliverOn ? { result: true, message: `Спасибо! Сертификат придёт получателю на почту ${dayText(deliverOn)}, а чек — вам.` } : { result: true };
    },

    async getPurchaseRefund({ params, user, ctx }) {
      requireSuperuser(user);
      const plan = await paymentProcess.refundPlan(params.id, ctx.state.now);
      return {
        amount: kopecksToRoubles(plan.amountKopecks),
        whole_amount: kopecksToRoubles(plan.wholeKopecks),
        sessions: plan.package?.sessions ?? null,
        unused_sessions: plan.package?.unusedSessions ?? null,
        ...(plan.certificateKopecks.all > 0
          ? { certificate_amount: kopecksToRoubles(plan.certificateKopecks.unused), whole_certificate_amount: kopecksToRoubles(plan.certificateKopecks.all) }
          : {}),
      };
    },

    async refundPurchase({ params, body, user, ctx }) {
      requireSuperuser(user);
      await paymentProcess.refund(params.id, body?.part ?? 'unused', commandMetadata(ctx.state, user.id));
      return { result: true, message: 'Деньги возвращены клиенту.' };
    },

    async retryReceipt({ params, user, ctx }) {
      requireSuperuser(user);
      await paymentProcess.record(params.id, { type: 'RetryReceipt', data: { receiptId: params.receipt_id } }, commandMetadata(ctx.state, user.id));
      return { result: true, message: 'Чек отправлен ещё раз: касса ответит в течение нескольких минут.' };
    },

    async registerReceiptByHand({ params, body, user, ctx }) {
      requireSuperuser(user);
      const link = body?.link;
      await paymentProcess.record(params.id, { type: 'RegisterReceiptByHand', data: { receiptId: params.receipt_id, ...(link ? { link } : {}) } }, commandMetadata(ctx.state, user.id));
      return { result: true, message: 'Чек отмечен как выданный.' };
    },

    async completeSandboxCheckout({ params, body, ctx }) {
      if (!ports.sandbox) throw notFound('Тестовая оплата отключена: подключена ЮKassa.');
      const payment = await ports.sandbox.completeCheckout(params.confirmation_token, body.outcome);
      if (!payment) throw notFound('Платёж не найден.');
      // What YooKassa's notification would do: the process looks at the payment and records it.
      const purchaseId = payment.metadata.purchaseId;
      if (purchaseId) await paymentProcess.observe(purchaseId, 'sandbox-decision', commandMetadata(ctx.state, 'sandbox'));
      return { result: payment.status === 'succeeded' };
    },

    async receiveYookassaNotification({ body, ctx }) {
      // Besides fetching the payment (below): only YooKassa's networks may make us look at all.
      // `ctx.ip` reads X-Forwarded-For only when the app trusts its proxy.
      if (!isYookassaSender(ctx.ip)) {
        ctx.state.log.warn({ clientIp: ctx.ip, forwardedFor: ctx.get('x-forwarded-for') || undefined }, 'notification from outside YooKassa refused');
        throw forbidden('Уведомления принимаются только от ЮKassa.');
      }
      const notification = parseYookassaNotification(body);
      if (!notification) throw badRequest('Неизвестное уведомление.');
      const purchaseId = notification.purchaseId ?? (await findPurchaseIdByPayment(notification.paymentId));
      if (!purchaseId) {
        ctx.state.log.warn({ notification }, 'notification for an unknown payment ignored');
        return { result: true };
      }
      const purchase = await purchases.load(purchaseId);
      if (purchase.status === 'none') throw notFound('Покупка не найдена.');
      await paymentProcess.observe(purchaseId, 'notification', commandMetadata(ctx.state, 'yookassa'));
      return { result: true };
    },
  } satisfies Partial<HandlerMap>;
}
