import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SendCodeParams } from '../../../api/generated/model';
import { CODE_RESEND_SECONDS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { errorText, retryAfterSeconds } from '../../../lib/api-error';
import { useRequestLoginCode } from '../api/request-login-code';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { useCountdown } from '../../../lib/use-countdown';

export type LoginStage = 'form' | 'sending' | 'code';

/**
 * The login flow of spec 4: e-mail → loading dialog → code dialog with a resend countdown →
 * code (auto-submitted at the fifth digit) → the redirect target.
 */
export function useLoginFlow(redirectTarget: string, ready: () => Promise<void>) {
  const navigate = useNavigate();
  const requestCode = useRequestLoginCode();
  const signIn = useSignInWithCode();
  const countdown = useCountdown();
  const [stage, setStage] = useState<LoginStage>('form');
  const [lastRequest, setLastRequest] = useState<SendCodeParams | null>(null);
  const [uuid, setUuid] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  async function send(params: SendCodeParams, resend: boolean) {
    setRequestError(null);
    try {
      await ready();
      setUuid(await requestCode.mutateAsync(params));
      setCodeError(null);
      countdown.restart(CODE_RESEND_SECONDS);
    } catch (error) {
      if (!resend) setUuid(null);
      setRequestError(errorText(error));
      countdown.restart(retryAfterSeconds(error) ?? 0);
    }
    // A resend finishing after the dialog was closed must not reopen it.
    setStage((current) => (resend && current === 'form' ? current : 'code'));
  }

  function submitEmail(params: SendCodeParams) {
    setLastRequest(params);
    setStage('sending');
    void send(params, false);
  }

  function resend() {
    if (lastRequest && !requestCode.isPending) void send(lastRequest, true);
  }

  function submitCode(code: string) {
    if (!uuid) {
      setCodeError('Код не был отправлен. Запросите его повторно.');
      return;
    }
    setCodeError(null);
    signIn.mutate(
      { uuid, code },
      {
        // Her first sign-in opened the coach's account: she came to run her practice.
        onSuccess: (answer) => void navigate(answer.account_opened ? paths.admin : redirectTarget, { replace: true }),
        onError: (error) => setCodeError(errorText(error, 'Не удалось проверить код. Попробуйте ещё раз.')),
      },
    );
  }

  function closeCodeDialog() {
    setStage('form');
    setRequestError(null);
    setCodeError(null);
    countdown.stop();
  }

  return {
    stage,
    requestError,
    codeError,
    secondsLeft: countdown.secondsLeft,
    /** The address the last letter went to, and whether it was a sign-in (not a registration). */
    sentTo: lastRequest ? { email: lastRequest.email, signIn: !lastRequest.registration } : null,
    resending: stage === 'code' && requestCode.isPending,
    checking: signIn.isPending,
    submitEmail,
    resend,
    submitCode,
    closeCodeDialog,
  };
}
