import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { PurposeConsent } from '../../../api/generated/model';
import { showAlert } from '../../../components/alert/alert-store';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useConsents, useSetConsent } from '../api/settings-api';
import { ProcessorConsentItem } from './processor-consent-item';

/** The purposes shown above with their own words: the consent to processing and the mailing. */
const ownPurposes = new Set<PurposeConsent['purpose']>(['personal_data', 'advertising']);
const isMessenger = (consent: PurposeConsent) => consent.purpose.startsWith('messenger_');

/**
 * The consents to pass her data to each service the practice uses (156-FZ: each its own), given
 * or withdrawn one by one; withdrawing a messenger's unlinks its chat, so it is asked first.
 */
export function ProcessorConsents() {
  const consents = useConsents();
  const change = useSetConsent();
  const [requested, setRequested] = useState<{ purpose: PurposeConsent['purpose']; given: boolean }>();
  const [confirming, setConfirming] = useState<PurposeConsent>();

  const save = (consent: PurposeConsent, given: boolean) => {
    if (requested) return;
    setRequested({ purpose: consent.purpose, given });
    change.mutate(
      { purpose: consent.purpose, given },
      {
        onSuccess: () => showAlert(200, given ? 'Согласие дано.' : 'Согласие отозвано.'),
        onSettled: () => {
          setRequested(undefined);
          setConfirming(undefined);
        },
      },
    );
  };

  if (!consents.data) return consents.isError ? <Typography color="danger">Не удалось загрузить согласия.</Typography> : null;
  const processors = consents.data.consents.filter((consent) => !ownPurposes.has(consent.purpose));
  return (
    <>
      <Typography level="title-sm" component="h3">
        Передача данных сервисам практики
      </Typography>
      <Typography level="body-sm">Каждое согласие отдельное: его можно дать или отозвать в любой момент.</Typography>
      {processors.map((consent) => (
        <ProcessorConsentItem
          key={consent.purpose}
          consent={consent}
          requested={requested?.purpose === consent.purpose ? requested.given : undefined}
          onChange={(given) => (!given && isMessenger(consent) ? setConfirming(consent) : save(consent, given))}
        />
      ))}
      <ConfirmDialog
        open={confirming !== undefined}
        title="Отозвать согласие?"
        confirmLabel="Отозвать и отвязать"
        cancelLabel="Не отзывать"
        busy={change.isPending}
        onConfirm={() => confirming && save(confirming, false)}
        onClose={() => setConfirming(undefined)}
      >
        <Typography>Чат мессенджера будет отвязан: сообщения о сессиях туда больше не придут. Письма на почту продолжат приходить.</Typography>
      </ConfirmDialog>
    </>
  );
}
