import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelSessionDialog } from '../web/src/features/clients/components/cancel-session-dialog';
import { CreditsDialog } from '../web/src/features/clients/components/credits-dialog';
import { DeleteNoteDialog } from '../web/src/features/clients/components/delete-note-dialog';
import { NoteDialog } from '../web/src/features/clients/components/note-dialog';
import { RefundPurchaseDialog } from '../web/src/features/clients/components/refund-purchase-dialog';
import { fullClientCard, productPurchase, sessionPurchase, upcomingSession } from './clients-fixtures';

const meta = {
  title: 'Кабинет коуча/Клиенты/Диалоги',
  component: RefundPurchaseDialog,
  args: { purchase: productPurchase, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof RefundPurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refunding a product: the download goes away. */
export const RefundProduct: Story = {};

/** Refunding a session: it is cancelled and its time freed. */
export const RefundSession: Story = { args: { purchase: sessionPurchase } };

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
