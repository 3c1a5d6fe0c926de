import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { type RegistrationValues, RegistrationForm } from './registration-form';
import { SignInForm } from './sign-in-form';

export type LoginTab = 'sign-in' | 'registration';

export type LoginPanelProps = {
  onSignIn: (email: string) => void;
  onRegister: (values: RegistrationValues) => void;
  defaultTab?: LoginTab;
  /** The address the registration form starts with (a guest's mail links here with hers). */
  registrationEmail?: string;
  /** The mail service registration asks the consent for (its name), or null while mail goes out through none. */
  mailService?: string | null;
  /** The tab shown changed (the login screen asks the mail service only for registration). */
  onTabChange?: (tab: LoginTab) => void;
  disabled?: boolean;
};

/** The two tabs of the login screen (spec 2.4); presentational, so stories can show every state. */
export function LoginPanel({ onSignIn, onRegister, defaultTab = 'sign-in', registrationEmail, mailService = null, onTabChange, disabled }: LoginPanelProps) {
  return (
    <Tabs
      aria-label="Вход или регистрация"
      defaultValue={defaultTab}
      onChange={(_event, tab) => onTabChange?.(tab === 'registration' ? 'registration' : 'sign-in')}
      sx={{ bgcolor: 'transparent' }}
    >
      <TabList tabFlex={1} sx={{ width: 350, maxWidth: '100%', mx: 'auto' }}>
        <Tab value="sign-in">Вход</Tab>
        <Tab value="registration">Регистрация</Tab>
      </TabList>
      <TabPanel value="sign-in" sx={{ px: 0 }}>
        <SignInForm onSubmit={onSignIn} disabled={disabled} />
      </TabPanel>
      <TabPanel value="registration" sx={{ px: 0 }}>
        <RegistrationForm onSubmit={onRegister} defaultEmail={registrationEmail} mailService={mailService} disabled={disabled} />
      </TabPanel>
    </Tabs>
  );
}
