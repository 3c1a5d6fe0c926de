import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/alert/alert-store';
import { paths } from '../../../config/paths';
import { authStore } from '../../../lib/auth-store';
import { sendDeletionCode, useConfirmAccountDeletion } from '../api/settings-api';
import { useAccountCode } from '../hooks/use-account-code';
import { CodeConfirmedChange } from './code-confirmed-change';
import { SettingsSection } from './settings-section';
import { BulletList } from '../../../components/bullet-list/bullet-list';

/** «Удалить аккаунт»: confirmed by a code to the current address; then the client is signed out. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirmAccountDeletion();
  const flow = useAccountCode({
    send: sendDeletionCode,
    confirm: async (body) => {
      await confirm.mutateAsync(body);
      setOpen(false);
      authStore.clear();
      queryClient.clear();
      void navigate(paths.landing, { replace: true });
      showAlert(200, 'Аккаунт удалён. Ваши персональные данные стёрты.');
    },
  });

  return (
    <SettingsSection id="settings-delete" title="Удаление аккаунта" danger>
      <Typography level="body-md">
        Мы сотрём ваши персональные данные: почту, имя, итоги встреч, обращения. Платежи останутся в учёте без имени и почты, как требует закон.
        Восстановить аккаунт будет нельзя.
      </Typography>
      <Button color="danger" variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Удалить аккаунт
      </Button>
      <CodeConfirmedChange open={open} title="Удалить аккаунт?" sendLabel="Отправить код" flow={flow} onClose={() => setOpen(false)}>
        <Typography level="body-md">Мы отправим код на вашу почту. Когда вы его введёте:</Typography>
        <BulletList
          size="sm"
          items={[
            'вы выйдете из кабинета и больше не сможете войти в этот аккаунт;',
            'почта, имя, итоги встреч и обращения в поддержку будут стёрты;',
            'купленные материалы станут недоступны — скачайте их заранее.',
          ]}
        />
      </CodeConfirmedChange>
    </SettingsSection>
  );
}
