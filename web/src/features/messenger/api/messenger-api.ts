import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCoachMessengerLink,
  createMessengerLink,
  getCoachMessengers,
  getGetCoachMessengersQueryKey,
  getGetMessengersQueryKey,
  getMessengers,
  unlinkCoachMessenger,
  unlinkMessenger,
} from '../../../api/generated/hooks';
import type { MessengerChannelState, MessengerChannels } from '../../../api/generated/model';

type Channel = MessengerChannelState['channel'];

/** Whose chats: the client's own («Настройки»), or the coach's («Практика»). */
export type MessengerScope = 'client' | 'coach';

const scopes = {
  client: {
    queryKey: getGetMessengersQueryKey,
    get: () => getMessengers(),
    // The section asks for the link only once her consent is ticked.
    link: (channel: Channel) => createMessengerLink({ channel, consent: true }),
    unlink: (channel: Channel) => unlinkMessenger(channel),
  },
  coach: {
    queryKey: getGetCoachMessengersQueryKey,
    get: () => getCoachMessengers(),
    link: (channel: Channel) => createCoachMessengerLink({ channel }),
    unlink: (channel: Channel) => unlinkCoachMessenger(channel),
  },
} satisfies Record<MessengerScope, unknown>;

/** Each channel's state; read again when she comes back from the messenger, so a chat just linked shows. */
export function useMessengers(scope: MessengerScope) {
  return useQuery({ queryKey: scopes[scope].queryKey(), queryFn: scopes[scope].get, refetchOnWindowFocus: true });
}

/** A change answers every channel's state (the fresh link within it): it replaces the cached one. */
function useMessengerChange(scope: MessengerScope, change: (channel: Channel) => Promise<MessengerChannels>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (channels) => queryClient.setQueryData(scopes[scope].queryKey(), channels) });
}

export const useCreateMessengerLink = (scope: MessengerScope) => useMessengerChange(scope, scopes[scope].link);
export const useUnlinkMessenger = (scope: MessengerScope) => useMessengerChange(scope, scopes[scope].unlink);
