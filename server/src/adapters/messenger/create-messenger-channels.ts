import type { Logger } from '../../config/logger';
import { createMaxChannel } from './max-channel';
import type { MessengerChannel, MessengerChannelName } from './messenger-channel';
import type { MessengerSettings } from './messenger-settings';
import { createTelegramChannel } from './telegram-channel';

/** The adapters of the configured messengers; one without its bot token is absent («не настроен»). */
export function createMessengerChannels(settings: MessengerSettings, logger: Logger): Partial<Record<MessengerChannelName, MessengerChannel>> {
  return {
    ...(settings.telegram ? { telegram: createTelegramChannel(settings.telegram, logger.child({ messenger: 'telegram' })) } : {}),
    ...(settings.max ? { max: createMaxChannel(settings.max, logger.child({ messenger: 'max' })) } : {}),
  };
}
