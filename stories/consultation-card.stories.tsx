import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { expect, fn, within } from 'storybook/test';
import { ConsultationCard } from '../web/src/features/consultations/components/consultation-card';
import { ConsultationList } from '../web/src/features/consultations/components/consultation-list';
import {
  bookedConsultation,
  clientUser,
  consultationWithSummary,
  otherClientConsultation,
  paidBySbpConsultation,
  paidConsultation,
  storyToday,
  superUser,
} from './fixtures';

const meta = {
  title: 'Личный кабинет/Календарь/Карточка сессии',
  component: ConsultationCard,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { consultation: bookedConsultation, showClient: false },
} satisfies Meta<typeof ConsultationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked, not paid yet; a future session the client may cancel. */
export const Booked: Story = { args: { onCancel: fn() } };

export const Paid: Story = { args: { consultation: paidConsultation, onCancel: fn(), onMove: fn() } };

/** From 15 minutes before the start until the end: «Подключиться» opens the meeting room. */
export const Joinable: Story = { args: { consultation: paidConsultation, joinable: true } };

/** What the coach sees once a paid session has started: «Состоялась» or «Клиент не пришёл». */
export const AwaitingOutcome: Story = {
  args: { consultation: { ...otherClientConsultation, outcome: null }, showClient: true, onEdit: fn(), onMarkOutcome: fn() },
};

export const NoShow: Story = { args: { consultation: { ...paidConsultation, outcome: 'no_show' } } };

/** Paid by СБП, the receipt not registered yet: amount, date and method only. */
export const PaidReceiptPending: Story = { args: { consultation: paidBySbpConsultation } };

/** Paid in part by the client's amount gift certificate, the card paying the rest. */
export const PaidWithCertificate: Story = {
  args: { consultation: { ...paidConsultation, payment: paidConsultation.payment && { ...paidConsultation.payment, amount: 2000, gift_amount: 1500 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Оплата: 2\s000\s₽ и 1\s500\s₽ сертификатом/)).toBeVisible();
  },
};

/** A past session with the coach's summary (multi-line). */
export const WithSummary: Story = { args: { consultation: consultationWithSummary } };

/** What the coach sees: the client's e-mail, and the whole card opens the edit dialog. */
export const AdminView: Story = {
  args: { consultation: otherClientConsultation, showClient: true, onEdit: fn(), onCancel: fn() },
};

const now = DateTime.fromISO(storyToday);
const sessions = [consultationWithSummary, bookedConsultation, paidConsultation];

/** The list under the calendar, as a client sees it. */
export const ClientList: Story = {
  render: () => (
    <ConsultationList
      consultations={sessions}
      now={now}
      viewer={{ id: clientUser.id, isSuperuser: false }}
      onEdit={fn()}
      onCancel={fn()}
      onMove={fn()}
    />
  ),
};

/** Ten minutes before the paid session: the card offers «Подключиться»; past sessions are listed apart. */
export const ClientListAtSessionTime: Story = {
  render: () => (
    <ConsultationList
      consultations={sessions}
      now={DateTime.fromISO(paidConsultation.date).minus({ minutes: 10 })}
      viewer={{ id: clientUser.id, isSuperuser: false }}
      onEdit={fn()}
      onCancel={fn()}
      onMove={fn()}
    />
  ),
};

export const AdminList: Story = {
  render: () => (
    <ConsultationList
      consultations={[...sessions, otherClientConsultation]}
      now={now}
      viewer={{ id: superUser.id, isSuperuser: true }}
      onEdit={fn()}
      onCancel={fn()}
    />
  ),
};

/** «У вас пока нет сессий». */
export const EmptyList: Story = {
  render: () => (
    <ConsultationList consultations={[]} now={now} viewer={{ id: clientUser.id, isSuperuser: false }} onEdit={fn()} onCancel={fn()} />
  ),
};
