import { sessionMomentText } from '../shared/client-time';
import { dayText } from '../shared/date-text';
import { formatKopecks } from '../shared/money-text';
import { purchaseDescriptionText } from '../shared/purchase-description';
import type { PaidMeans, RefundNotice, RefundReceiptNotice } from '../shared/refund-notice';
import type { MailCoach } from './layout';
import { MailLayout } from './mail-layout';
import { Greeting, InlineLink, MailHeading, Paragraph } from './mail-parts';
import { renderMail, type RenderedMail } from './render-mail';

const title = 'Деньги возвращены';

/** Where the money goes: YooKassa refunds only to the means the payment came from. */
const meansWording: Readonly<Record<PaidMeans | 'unknown', string>> = {
  bank_card: 'Деньги вернутся на банковскую карту, с которой вы платили.',
  sbp: 'Деньги вернутся через СБП на счёт, с которого вы платили.',
  other: 'Деньги вернутся тем же способом, которым вы платили.',
  unknown: 'Деньги вернутся тем же способом, которым вы платили.',
  sandbox: 'Это была тестовая оплата (песочница): настоящие деньги не списывались, поэтому и не возвращаются.',
};

/** When the money arrives, as YooKassa words it to buyers: the bank decides. */
const arrival = 'Обычно деньги приходят в течение нескольких рабочих дней: точный срок зависит от вашего банка.';

/** «9 450 ₽ из 15 750 ₽», or «15 750 ₽ — вся сумма оплаты». */
export const refundAmountText = ({ refundKopecks, paidKopecks }: Pick<RefundNotice, 'refundKopecks' | 'paidKopecks'>): string =>
  refundKopecks < paidKopecks ? `${formatKopecks(refundKopecks)} из ${formatKopecks(paidKopecks)}` : `${formatKopecks(refundKopecks)} — вся сумма оплаты`;

/** A session is refunded whole, so only a package gives back part of a consultation's payment: its unused sessions. */
const isPackagePart = (refund: RefundNotice) => refund.itemKind === 'consultation' && refund.refundKopecks < refund.paidKopecks;

function RefundReceipt({ receipt }: { receipt: RefundReceiptNotice | null }) {
  if (receipt === null) return null;
  switch (receipt.status) {
    case 'awaiting':
      return <Paragraph>Чек возврата придёт отдельным письмом, как только его зарегистрируют.</Paragraph>;
    case 'sent':
      return <Paragraph>Чек возврата зарегистрирован и отправлен вам на почту.</Paragraph>;
    case 'refused':
      return <Paragraph>Чек возврата не сформировался автоматически: коуч оформит его вручную и пришлёт вам.</Paragraph>;
    case 'by-hand':
      return receipt.link ? (
        <Paragraph>
          Чек возврата оформлен вручную: <InlineLink href={receipt.link}>открыть чек</InlineLink>
        </Paragraph>
      ) : (
        <Paragraph>Чек возврата оформлен вручную, коуч пришлёт его вам.</Paragraph>
      );
  }
}

type RefundMailProps = { refund: RefundNotice; publicUrl: string; coach: MailCoach };

/** Tells the buyer what a refund gives back, how and when it arrives, and where its receipt stands; times on her clock. */
export function RefundMail({ refund, publicUrl, coach }: RefundMailProps) {
  const description = purchaseDescriptionText(refund.description, dayText);
  const amount = refundAmountText(refund);
  const means = meansWording[refund.means ?? 'unknown'];
  return (
    <MailLayout title={title} preheader={`${amount}. ${means}`} publicUrl={publicUrl} coach={coach}>
      <MailHeading>{title}</MailHeading>
      <Greeting name={refund.recipientName} />
      <Paragraph>
        {`Возврат за «${description}»${isPackagePart(refund) ? ' — неиспользованные сессии пакета' : ''}: `}
        <strong>{amount}</strong>.
      </Paragraph>
      <Paragraph>{`Возврат оформлен ${sessionMomentText(refund.refundedAt, refund.recipientTimeZone)}.`}</Paragraph>
      <Paragraph>{refund.means === 'sandbox' ? means : `${means} ${arrival}`}</Paragraph>
      <RefundReceipt receipt={refund.receipt} />
    </MailLayout>
  );
}

export function refundMail(refund: RefundNotice, publicUrl: string, coach: MailCoach): RenderedMail {
  const description = purchaseDescriptionText(refund.description, dayText);
  return { subject: `Возврат ${formatKopecks(refund.refundKopecks)}: ${description}`, ...renderMail(<RefundMail refund={refund} publicUrl={publicUrl} coach={coach} />) };
}
