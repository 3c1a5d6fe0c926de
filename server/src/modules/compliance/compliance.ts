import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import type { RequestMetadata } from '../../eventstore/decider';
import type { Infra } from '../../infra';
import type { PracticeDetails } from '../practice/practice-details';
import type { TaxedItem, TaxProfile } from '../purchases/fiscal-receipts';
import { complianceDecider, type ComplianceState, type StateCompliance } from './compliance-decider';
import { complianceStreamId, type VatSettings } from './events';
import { dataCategories, fingerprintOf, type NotificationPack } from './notification-pack';
import { configuredProcessors, hostsToState, type ConfiguredServices } from './processors';
import { incomeKopecks, practiceYear, taxLimits } from './tax-limits';
import { taxProfileFor } from './vat-rates';

export type Compliance = ReturnType<typeof createCompliance>;

/**
 * The compliance stream folded on each read (a handful of events), and what the pages compute from
 * it and the configuration: `configuredServices` is what the configuration uses now (read on each
 * request: her choice of rooms and her calendar can change), `scriptSources` the script-src of the
 * pages' Content-Security-Policy.
 */
export function createCompliance(
  infra: Pick<Infra, 'store' | 'db'>,
  /** What it asks of other modules (`CompliancePorts`). */
  ports: {
    practiceDetails: () => Promise<PracticeDetails>;
    /** The services («Услуги») whose VAT rate she may set. */
    consultationTypes: () => Promise<ReadonlyArray<{ id: number; name: string }>>;
  },
  configuredServices: () => Promise<ConfiguredServices>,
  scriptSources: readonly string[],
) {
  const state = async (): Promise<ComplianceState> => (await aggregateStream(infra.store, complianceStreamId, complianceDecider)).state;

  async function pack(current: ComplianceState): Promise<NotificationPack & { fingerprint: ReturnType<typeof fingerprintOf>; hostsToState: string[] }> {
    const [details, services] = await Promise.all([ports.practiceDetails(), configuredServices()]);
    const processors = configuredProcessors(services, current.statements.hostCountries);
    const categories = dataCategories(services);
    return {
      operator: details,
      processors,
      categories,
      statements: current.statements,
      payment: services.payment,
      fingerprint: fingerprintOf(processors, categories),
      hostsToState: hostsToState(services),
    };
  }

  return {
    state,
    pack,
    scriptSources: scriptSources,
    /** Her statements and filings; a filing keeps the processors and categories configured as it is recorded. */
    async stateCompliance(input: Omit<StateCompliance['data'], 'fingerprint'>, metadata: RequestMetadata): Promise<ComplianceState> {
      const { fingerprint } = await pack({ ...(await state()), statements: input.statements });
      return (await handleCommand(infra.store, complianceStreamId, complianceDecider, { type: 'StateCompliance', data: { ...input, fingerprint }, metadata })).state;
    },
    async changeVatRates(vat: VatSettings, metadata: RequestMetadata): Promise<ComplianceState> {
      return (await handleCommand(infra.store, complianceStreamId, complianceDecider, { type: 'ChangeVatRates', data: vat, metadata })).state;
    },
    /** The year's income (Moscow time) against each limit, with the services she may set a VAT rate for. */
    async taxLimits(now: Date) {
      const period = practiceYear(now);
      const [details, kopecks, services] = await Promise.all([ports.practiceDetails(), incomeKopecks(infra.db, period), ports.consultationTypes()]);
      const income = kopecks / 100;
      return { year: period.year, income, details, limits: taxLimits(income, period.year, details), services };
    },
    /** The tax rules a sale of this item follows now: what the purchases record with the payment. */
    async taxProfileFor(item: TaxedItem): Promise<TaxProfile> {
      const [details, current] = await Promise.all([ports.practiceDetails(), state()]);
      return taxProfileFor(details, current.vat, item);
    },
  };
}
