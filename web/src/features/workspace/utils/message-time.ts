import { DateTime, IANAZone } from 'luxon';
import { MOSCOW_ZONE } from '../../../lib/moscow-time';

/**
 * When a message was posted or a file added, on the reader's clock: the client's own zone in her
 * cabinet, Moscow for the coach (and for a client whose zone is not known). «02.12.2026 14:05».
 */
export function formatWorkspaceTime(iso: string, zone: string | undefined): string {
  const shown = zone && IANAZone.isValidZone(zone) ? zone : MOSCOW_ZONE;
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(shown).toFormat('dd.MM.yyyy HH:mm');
}
