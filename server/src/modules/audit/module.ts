import type { Infra } from '../../infra';
import { auditHandlers } from './handlers';

/** The business history (the audit_log read model), wired: the admin area's handlers. */
export function createAuditModule(infra: Pick<Infra, 'db' | 'adminEmails'>) {
  return { handlers: auditHandlers(infra) };
}
