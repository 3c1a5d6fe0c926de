import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Fragment } from 'react';
import { MessengerChannelCard, messengerNames } from '../../../components/messenger/messenger-channel-card';
import { useCreateMessengerLink, useMessengers, useUnlinkMessenger, type MessengerScope } from '../api/messenger-api';

const consentText = (name: string) =>
  `Даю согласие на передачу ${name} времени и названия моих сессий — и только их. Серверы ${name} находятся за рубежом; согласие отзывается кнопкой «Отвязать» или командой /stop в чате.`;

/** The channels of one scope: the client's chats (each with her consent to the messenger) or the coach's own. */
export function MessengersPanel({ scope }: { scope: MessengerScope }) {
  const messengers = useMessengers(scope);
  const link = useCreateMessengerLink(scope);
  const unlink = useUnlinkMessenger(scope);
  if (!messengers.data) {
    return messengers.isError ? <Typography color="danger">Не удалось загрузить мессенджеры.</Typography> : <Typography level="body-sm">Загрузка…</Typography>;
  }
  return (
    <Stack gap={2}>
      {messengers.data.channels.map((state, index) => (
        <Fragment key={state.channel}>
          {index > 0 ? <Divider /> : null}
          <MessengerChannelCard
            state={state}
            consentText={scope === 'client' ? consentText(messengerNames[state.channel]) : undefined}
            busy={(link.isPending && link.variables === state.channel) || (unlink.isPending && unlink.variables === state.channel)}
            onLink={() => link.mutate(state.channel)}
            onUnlink={() => unlink.mutate(state.channel)}
          />
        </Fragment>
      ))}
    </Stack>
  );
}
