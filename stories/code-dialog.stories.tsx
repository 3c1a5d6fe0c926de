import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadingDialog } from '../web/src/components/loading-dialog/loading-dialog';
import { CodeDialog } from '../web/src/components/code-dialog/code-dialog';
import { signInLetterNote } from '../web/src/features/auth/utils/sign-in-letter-note';

const meta = {
  title: 'Сайт/Вход/Ввод кода',
  component: CodeDialog,
  args: {
    open: true,
    secondsLeft: 24,
    onSubmitCode: fn(),
    onResend: fn(),
    onClose: fn(),
    requestError: null,
    codeError: null,
    checking: false,
    resending: false,
  },
} satisfies Meta<typeof CodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: «Оставшееся время: 0:24». */
export const CountdownRunning: Story = {};

/** The countdown is over: «Отправить код повторно». */
export const ResendLinkShown: Story = { args: { secondsLeft: 0 } };

/** The server rejected the code: its message in red under the field. */
export const WrongCode: Story = {
  args: { codeError: 'Неверный код. Осталось попыток: 4.' },
};

/** The code request itself failed (rate limit): the message in the error area. */
export const RequestFailed: Story = {
  args: { secondsLeft: 18, requestError: 'Код уже отправлен. Повторить можно через 18 секунд.' },
};

/** The fifth digit was entered and the code is being checked. */
export const Checking: Story = { args: { checking: true } };

/** Before the code dialog: «Идет загрузка данных...». */
export const SendingCode: Story = {
  render: () => <LoadingDialog open />,
};

/** Signing in: the letter may hold a code or an invitation to register; the note says so for every address alike. */
export const SignInNote: Story = {
  args: { note: signInLetterNote('anna@example.ru') },
};
