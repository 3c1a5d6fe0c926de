import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import { errorText } from '../../../lib/api-error';
import { useSaveWorkspaceSettings, useWorkspaceSettings } from '../api/workspace-queries';

/** «Практика» → «Уведомления»: whether her clients' new messages come to her mail; saved as it is switched. */
export function WorkspaceSettingsSwitch() {
  const settings = useWorkspaceSettings();
  const save = useSaveWorkspaceSettings();
  if (!settings.data) return null;
  const checked = save.isPending && save.variables ? save.variables.data.announcements : settings.data.announcements;
  return (
    <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2, maxWidth: 880 }}>
      <div>
        <FormLabel>Сообщения клиентов</FormLabel>
        <FormHelperText>Письмо о новом сообщении клиента: о первом — сразу, о следующих — одним письмом за 15 минут. Переключается сразу, без сохранения.</FormHelperText>
        {save.isError && (
          <Alert color="danger" size="sm" sx={{ mt: 1 }}>
            {errorText(save.error)}
          </Alert>
        )}
      </div>
      <Switch
        checked={checked}
        disabled={save.isPending}
        slotProps={{ input: { 'aria-label': 'Сообщения клиентов' } }}
        onChange={(changed) => save.mutate({ data: { announcements: changed.target.checked } })}
      />
    </FormControl>
  );
}
