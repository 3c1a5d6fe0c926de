import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadingDialog } from '../../../components/loading-dialog/loading-dialog';
import { paths, registrationPrefill } from '../../../config/paths';
import { useMailServiceAsked } from '../api/mail-service-consent';
import { useLoginFlow } from '../hooks/use-login-flow';
import { usePrepareLoginSession } from '../hooks/use-prepare-login-session';
import { redirectTarget } from '../utils/redirect-target';
import { signInLetterNote } from '../utils/sign-in-letter-note';
import { CodeDialog } from '../../../components/code-dialog/code-dialog';
import { LoginPanel, type LoginTab } from './login-panel';

/** The login screen: wires the presentational panel and dialogs to the login flow. */
export function LoginScreen() {
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'), window.location.origin);
  const registrationEmail = registrationPrefill(searchParams);
  const ready = usePrepareLoginSession();
  const flow = useLoginFlow(target, ready);
  const defaultTab = registrationEmail === null ? 'sign-in' : 'registration';
  const [tab, setTab] = useState<LoginTab>(defaultTab);
  const mailService = useMailServiceAsked(tab === 'registration');

  return (
    <Stack alignItems="center" gap={2} sx={{ py: { xs: 3, md: 6 }, px: 2 }}>
      <Typography level="h2" component="h1">
        Личный кабинет
      </Typography>
      <LoginPanel
        disabled={flow.stage !== 'form'}
        defaultTab={defaultTab}
        onTabChange={setTab}
        registrationEmail={registrationEmail ?? undefined}
        mailService={mailService}
        onSignIn={(email) => flow.submitEmail({ email })}
        onRegister={({ email, notification, mailConsent }) => flow.submitEmail({ email, registration: true, agreement: true, notification, ...(mailConsent ? { mail_consent: true } : {}) })}
      />
      <Button component={RouterLink} to={paths.landing} variant="plain" color="neutral">
        На главную
      </Button>
      <LoadingDialog open={flow.stage === 'sending'} />
      <CodeDialog
        open={flow.stage === 'code'}
        secondsLeft={flow.secondsLeft}
        requestError={flow.requestError}
        codeError={flow.codeError}
        checking={flow.checking}
        resending={flow.resending}
        onSubmitCode={flow.submitCode}
        onResend={flow.resend}
        onClose={flow.closeCodeDialog}
        note={flow.sentTo?.signIn ? signInLetterNote(flow.sentTo.email) : undefined}
      />
    </Stack>
  );
}
