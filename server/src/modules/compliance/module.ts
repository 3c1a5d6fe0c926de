import type { Config } from '../../config/config';
import { securityHeaderSets } from '../../http/security-headers';
import type { Infra } from '../../infra';
import { complianceHandlers } from './handlers';
import { createCompliance } from './compliance';
import { scriptSourcesOf } from './data-map';
import { hostOf, type ConfiguredServices } from './processors';

/** What the compliance pages read of the configuration and ask of other modules. */
export type CompliancePorts = Parameters<typeof createCompliance>[1] & {
  config: Pick<Config, 'payments' | 'smtpUrl' | 'rooms' | 'messengers' | 'publicUrl'>;
  /** The room provider she chose (`modules/rooms`). */
  roomProvider: () => Promise<ConfiguredServices['room']>;
  /** Her own calendar's secret address, if any (`modules/consultations`). */
  busyCalendarUrl: () => Promise<string | null | undefined>;
};

/**
 * The practice's own compliance (issue 48): the Roskomnadzor notification pack and its filing,
 * where the data lives, the tax limits and the VAT rates her receipts carry.
 */
export function createComplianceModule(infra: Pick<Infra, 'store' | 'db'>, ports: CompliancePorts) {
  const { config } = ports;
  const compliance = createCompliance(
    infra,
    ports,
    // What the configuration uses now (read on each request: her choice of rooms and her calendar can change).
    async () => ({
      payment: config.payments.provider,
      smtpHost: hostOf(config.smtpUrl),
      room: await ports.roomProvider(),
      jitsiHost: hostOf(config.rooms.jitsi?.url),
      telegram: config.messengers.telegram !== undefined,
      max: config.messengers.max !== undefined,
      busyCalendarHost: hostOf(await ports.busyCalendarUrl()),
    }),
    // What the pages' Content-Security-Policy lets load scripts, as the server sends it.
    scriptSourcesOf(securityHeaderSets({ https: config.publicUrl.startsWith('https://') }).page.find(([name]) => name === 'content-security-policy')?.[1] ?? ''),
  );
  return {
    handlers: complianceHandlers(compliance),
    /** The port the purchases ask for a sale's tax rules (`taxProfile`). */
    taxProfileFor: (item: Parameters<typeof compliance.taxProfileFor>[0]) => compliance.taxProfileFor(item),
    /** The processors the configuration uses now, with the countries she stated (`modules/consents` asks a consent for each). */
    processors: async () => (await compliance.pack(await compliance.state())).processors,
  };
}
