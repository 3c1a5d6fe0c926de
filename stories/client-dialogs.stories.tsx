import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ClientPurchase, PurchaseRefundInputPart } from '../web/src/api/generated/model';
import { CancelSessionDialog } from '../web/src/features/clients/components/cancel-session-dialog';
import { CreditsDialog } from '../web/src/features/clients/components/credits-dialog';
import { DeleteNoteDialog } from '../web/src/features/clients/components/delete-note-dialog';
import { NoteDialog } from '../web/src/features/clients/components/note-dialog';
import { RefundPurchaseDialog } from '../web/src/features/clients/components/refund-purchase-dialog';
import { fullClientCard, packagePurchase, packageRefund, productPurchase, sessionPurchase, upcomingSession } from './clients-fixtures';

const meta = {
  title: 'Кабинет коуча/Клиенты/Диалоги',
  component: RefundPurchaseDialog,
  // The fixtures' day: their session on 2 December is still ahead.
  args: { purchase: productPurchase, onConfirm: fn(), onClose: fn(), now: new Date('2026-11-22T09:00:00.000Z') },
} satisfies Meta<typeof RefundPurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Words that give the client a gender the coach never stated. */
const gendered = /(?<![а-яё])(она|её|ее|он|его|платила|платил)(?![а-яё])/iu;

const refundDialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Вернуть деньги?' });

/** The dialog says what returns, and how, without assuming the client is a woman. */
const saysWhatReturnsWithoutGender: Story['play'] = async ({ canvasElement }) => {
  const dialog = await refundDialog(canvasElement);
  await expect(dialog).toHaveTextContent('тем же способом, каким была оплачена покупка');
  await expect(dialog.textContent ?? '').not.toMatch(gendered);
};

/** Refunding a product: the download goes away. */
export const RefundProduct: Story = { play: saysWhatReturnsWithoutGender };

/** Refunding a session: it is cancelled and its time freed. */
export const RefundSession: Story = { args: { purchase: sessionPurchase }, play: saysWhatReturnsWithoutGender };

/** A session paid in part by the client's amount gift certificate: that part goes back to it, the rest to the card. */
export const RefundSessionPaidWithCertificate: Story = {
  args: {
    purchase: { ...sessionPurchase, amount: 2000 },
    refund: { amount: 2000, whole_amount: 2000, sessions: null, unused_sessions: null, certificate_amount: 1500, whole_certificate_amount: 1500 },
  },
  play: async ({ canvasElement }) => {
    const dialog = await refundDialog(canvasElement);
    await expect(dialog.textContent).toMatch(/вернётся 2[\s\u00a0]000/);
    await expect(dialog.textContent).toMatch(/Ещё 1[\s\u00a0]500[\s\u00a0]₽ вернутся на подарочный сертификат клиента/);
  },
};

/** The part of the refund the coach confirms in the package story's play. */
const confirmedPart = fn<(purchase: ClientPurchase, part: PurchaseRefundInputPart) => void>();

/** A package whose first session took place: that session stays as it was, only the money returns. */
export const RefundPackageAfterItsSession: Story = {
  args: { purchase: { ...packagePurchase, session_start: upcomingSession.start }, refund: { ...packageRefund, unused_sessions: 4, amount: 12_600 }, now: new Date('2026-12-10T09:00:00.000Z') },
  play: async ({ canvasElement }) => {
    const dialog = await refundDialog(canvasElement);
    await expect(dialog).toHaveTextContent('уже прошла и останется как есть');
    await expect(dialog).not.toHaveTextContent('будет отменена');
  },
};

/** A package by consumer law: the unused part at the package price per session, or everything for the first-session guarantee. */
export const RefundPackage: Story = {
  args: { purchase: packagePurchase, refund: packageRefund, onConfirm: confirmedPart },
  play: async ({ canvasElement }) => {
    confirmedPart.mockClear();
    const dialog = await refundDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(dialog).toHaveTextContent('Сессий пакета использовано: 2 из 5.');
    await expect(dialog.textContent).toMatch(/вернётся 9[\s\u00a0]450/);
    await userEvent.click(inDialog.getByRole('button', { name: 'Вернуть деньги' }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /Вернуть всю сумму/ }));
    await expect(dialog.textContent).toMatch(/вернётся 15[\s\u00a0]750/);
    await userEvent.click(inDialog.getByRole('button', { name: 'Вернуть деньги' }));
    await expect(confirmedPart.mock.calls.map(([, part]) => part)).toEqual(['unused', 'all']);
  },
};

export const RefundPending: Story = { args: { pending: true } };

export const RefundRefused: Story = { args: { error: 'Деньги по этой покупке уже возвращены.' } };

export const CancelSession: Story = {
  render: () => <CancelSessionDialog session={upcomingSession} onConfirm={fn()} onClose={fn()} />,
};

export const CancelSessionRefused: Story = {
  render: () => <CancelSessionDialog session={upcomingSession} error="Сессия уже отменена." onConfirm={fn()} onClose={fn()} />,
};

export const DeleteNote: Story = {
  render: () => <DeleteNoteDialog note={fullClientCard.notes[0]!} onConfirm={fn()} onClose={fn()} />,
};

/** A new note: empty, «Сохранить» waits for text. */
export const NewNote: Story = { render: () => <NoteDialog initialText="" editing={false} onSave={fn()} onClose={fn()} /> };

export const EditNote: Story = { render: () => <NoteDialog initialText={fullClientCard.notes[0]!.text} editing onSave={fn()} onClose={fn()} /> };

export const NoteSaving: Story = { render: () => <NoteDialog initialText="Перезвонить после праздников" editing={false} pending onSave={fn()} onClose={fn()} /> };

export const NoteRefused: Story = {
  render: () => <NoteDialog initialText="Перезвонить" editing error="Заметка не найдена: возможно, её уже удалили." onSave={fn()} onClose={fn()} />,
};

export const Credits: Story = { render: () => <CreditsDialog balance={3} onSave={fn()} onClose={fn()} /> };

/** Nothing left: only a grant is possible. */
export const CreditsEmptyBalance: Story = { render: () => <CreditsDialog balance={0} onSave={fn()} onClose={fn()} /> };

export const CreditsSaving: Story = { render: () => <CreditsDialog balance={3} pending onSave={fn()} onClose={fn()} /> };

export const CreditsRefused: Story = {
  render: () => <CreditsDialog balance={1} error="Нельзя списать больше, чем осталось на счёте клиента (сессий: 1)." onSave={fn()} onClose={fn()} />,
};
