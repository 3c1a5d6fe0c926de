import { complianceHandlers } from './handlers';
import { createCompliance, type ComplianceDeps } from './compliance';

/**
 * The practice's own compliance (issue 48): the Roskomnadzor notification pack and its filing,
 * where the data lives, the tax limits and the VAT rates her receipts carry.
 */
export function createComplianceModule(deps: ComplianceDeps) {
  const compliance = createCompliance(deps);
  return {
    handlers: complianceHandlers(compliance),
    /** The port the purchases ask for a sale's tax rules (`taxProfile`). */
    taxProfileFor: (item: Parameters<typeof compliance.taxProfileFor>[0]) => compliance.taxProfileFor(item),
    /** The processors the configuration uses now, with the countries she stated (`modules/consents` asks a consent for each). */
    processors: async () => (await compliance.pack(await compliance.state())).processors,
  };
}
