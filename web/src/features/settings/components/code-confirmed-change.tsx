import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { AppModal } from '../../../components/modal/app-modal';
import { CodeDialog } from '../../../components/code-dialog/code-dialog';
import type { useAccountCode } from '../hooks/use-account-code';

export type CodeConfirmedChangeProps = {
  open: boolean;
  title: string;
  /** The first step's content: what will happen, and any field the change needs. */
  children: ReactNode;
  sendLabel: string;
  sendDisabled?: boolean;
  flow: ReturnType<typeof useAccountCode>;
  onClose: () => void;
};

/** A change confirmed by a mailed code: a dialog that sends the code, then the code dialog. */
export function CodeConfirmedChange({ open, title, children, sendLabel, sendDisabled, flow, onClose }: CodeConfirmedChangeProps) {
  const close = () => {
    flow.reset();
    onClose();
  };
  return (
    <>
      <AppModal
        open={open && !flow.codeSent}
        title={title}
        onClose={close}
        saveLabel={sendLabel}
        saving={flow.sending}
        saveDisabled={sendDisabled}
        onSave={() => void flow.send()}
        maxWidth={520}
      >
        {children}
        <Typography level="body-sm" color="danger" role="alert" sx={{ mt: 2, minHeight: '1.25rem' }}>
          {flow.sendError ?? ''}
        </Typography>
      </AppModal>
      <CodeDialog
        open={open && flow.codeSent}
        secondsLeft={flow.secondsLeft}
        onSubmitCode={(code) => void flow.submitCode(code)}
        onResend={() => void flow.send()}
        onClose={close}
        requestError={flow.sendError}
        codeError={flow.codeError}
        checking={flow.checking}
        resending={flow.sending}
      />
    </>
  );
}
