import { useState } from 'react';
import { useSendSupportMessage } from '../../../api/generated/hooks';
import { CounterTextarea } from '../../../components/counter-textarea/counter-textarea';
import { AppModal } from '../../../components/modal/app-modal';
import { withoutErrorAlert } from '../../../lib/api-client';

export type SupportDialogProps = { open: boolean; onClose: () => void };

/**
 * «Запрос в поддержку» (spec 2.5, 4): sent only when not empty; success closes and clears;
 * a failure just stops the loading indicator, with no message.
 */
export function SupportDialog({ open, onClose }: SupportDialogProps) {
  const [message, setMessage] = useState('');
  const send = useSendSupportMessage({
    request: withoutErrorAlert,
    mutation: {
      onSuccess: () => {
        setMessage('');
        onClose();
      },
    },
  });
  const text = message.trim();

  return (
    <AppModal
      open={open}
      title="Отправка запроса в техподдержку"
      onClose={onClose}
      saveLabel="Отправить"
      saving={send.isPending}
      saveDisabled={text.length === 0}
      onSave={() => {
        if (text.length > 0) send.mutate({ data: { message: text } });
      }}
    >
      <CounterTextarea label="Опишите ваш вопрос или проблему" value={message} onChange={setMessage} autoFocus />
    </AppModal>
  );
}
