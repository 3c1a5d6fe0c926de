import { useState } from 'react';
import { CODE_RESEND_SECONDS } from '../../../config/constants';
import { errorText, retryAfterSeconds } from '../../../lib/api-error';
import { useCountdown } from '../../../lib/use-countdown';

/**
 * A settings change confirmed by a mailed code (a new address, the deletion): send the code, show
 * the code dialog with a resend countdown, confirm with the code. `send` errors stay in the
 * dialog that asked for them; `confirm` errors show under the code field.
 */
export function useAccountCode(options: { send: () => Promise<string>; confirm: (body: { uuid: string; code: string }) => Promise<unknown> }) {
  const countdown = useCountdown();
  const [uuid, setUuid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  async function send(): Promise<boolean> {
    setSending(true);
    setSendError(null);
    try {
      setUuid(await options.send());
      setCodeError(null);
      countdown.restart(CODE_RESEND_SECONDS);
      return true;
    } catch (error) {
      setSendError(errorText(error));
      countdown.restart(retryAfterSeconds(error) ?? 0);
      return false;
    } finally {
      setSending(false);
    }
  }

  async function submitCode(code: string) {
    if (!uuid) return;
    setChecking(true);
    setCodeError(null);
    try {
      await options.confirm({ uuid, code });
      setUuid(null);
      countdown.stop();
    } catch (error) {
      setCodeError(errorText(error, 'Не удалось проверить код. Попробуйте ещё раз.'));
    } finally {
      setChecking(false);
    }
  }

  function reset() {
    setUuid(null);
    setSendError(null);
    setCodeError(null);
    countdown.stop();
  }

  return { codeSent: uuid !== null, sending, checking, sendError, codeError, secondsLeft: countdown.secondsLeft, send, submitCode, reset };
}
