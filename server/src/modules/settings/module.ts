import type { Infra } from '../../infra';
import { settingsHandlers } from './handlers';

/**
 * What «Настройки» asks of other modules: the accounts (`modules/users`), the account codes and
 * their mail (`modules/auth`), the data exports and the account's erasure (`modules/privacy`).
 * Declared once, on `settingsHandlers`, its only user.
 */
export type SettingsPorts = Parameters<typeof settingsHandlers>[1];

/** The client's «Настройки», wired: her profile, time zone, consents to advertising, address, data export and account deletion. */
export function createSettingsModule(infra: Pick<Infra, 'db' | 'jobs'>, ports: SettingsPorts) {
  return { handlers: settingsHandlers(infra, ports) };
}
