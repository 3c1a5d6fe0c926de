import Box from '@mui/joy/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginPanel } from '../web/src/features/auth/components/login-panel';
import { RegistrationForm } from '../web/src/features/auth/components/registration-form';
import { SignInForm } from '../web/src/features/auth/components/sign-in-form';

const meta = {
  title: 'Сайт/Вход/Формы входа',
  component: LoginPanel,
  args: { onSignIn: fn(), onRegister: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login screen's tabs, on «Вход». */
export const SignInTab: Story = {};

/** The login screen's tabs, on «Регистрация». */
export const RegistrationTab: Story = { args: { defaultTab: 'registration' } };

/** Sign-in with a valid address: «Продолжить» is enabled. */
export const SignIn: Story = {
  render: (args) => <SignInForm onSubmit={args.onSignIn} defaultEmail="client@example.ru" />,
};

/** An address that does not match the pattern: helper text and a disabled button. */
export const InvalidEmail: Story = {
  render: (args) => <SignInForm onSubmit={args.onSignIn} defaultEmail="client@example" />,
};

/** Registration without the personal-data consent: the button stays disabled. */
export const RegistrationWithoutConsent: Story = {
  render: (args) => <RegistrationForm onSubmit={args.onRegister} defaultEmail="new-client@example.ru" />,
};

/** Registration with both consents ticked. */
export const RegistrationWithConsent: Story = {
  render: (args) => (
    <RegistrationForm onSubmit={args.onRegister} defaultEmail="new-client@example.ru" defaultAgreement defaultNotification />
  ),
};

/** While the code request is on its way the forms are disabled. */
export const Disabled: Story = { args: { disabled: true } };
