import type { Logger } from '../../config/logger';
import type { MessengerChannel, MessengerChannelName } from './messenger-channel';
import type { MessengerSettings } from './messenger-settings';
import { createTelegramChannel } from './telegram-channel';

/**
 * The adapters of the configured messengers. MAX has its settings (`MAX_*`) but no adapter yet:
 * its platform's documentation was not at hand to build it from, so it stays absent («не настроен»).
 */
export function createMessengerChannels(settings: MessengerSettings, logger: Logger): Partial<Record<MessengerChannelName, MessengerChannel>> {
  if (settings.max) logger.warn('MAX_BOT_TOKEN is set, but the MAX adapter is not built yet: MAX stays off');
  return settings.telegram ? { telegram: createTelegramChannel(settings.telegram, logger.child({ messenger: 'telegram' })) } : {};
}
