import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup, HandlerInput, SuccessBody } from '../../http/handler-types';
import type { ComplianceState } from './compliance-decider';
import type { ComplianceStatements, VatSettings } from './events';
import { dataMapRows, foreignScriptSources } from './data-map';
import { anyChange, changesSinceFiling, legalBases, notificationText, operations, purposes, subjectCategories } from './notification-pack';
import type { Processor } from './processors';
import type { Compliance } from './compliance';
import { paysVat } from './vat-rates';

type Ops = 'getComplianceNotification' | 'updateComplianceNotification' | 'getComplianceDataMap' | 'getComplianceTaxLimits' | 'updateComplianceVatRates';

const processorBody = (processor: Processor) => ({
  id: processor.id,
  name: processor.name,
  purpose: processor.purpose,
  host: processor.host,
  country: processor.country,
  cross_border: processor.crossBorder,
});

const fromNotificationInput = (body: HandlerInput<'updateComplianceNotification'>['body']): { statements: ComplianceStatements; filing: { filedOn: string; registryNumber: string } | null } => ({
  statements: {
    databaseCountry: body.database_country?.trim() || null,
    processingStartedOn: body.processing_started_on,
    hostCountries: body.host_countries.map(({ host, country }) => ({ host: host.trim().toLowerCase(), country: country.trim() })),
    crossBorderNoticeFiledOn: body.cross_border_notice_filed_on,
  },
  filing: body.filing && { filedOn: body.filing.filed_on, registryNumber: body.filing.registry_number.trim() },
});

const fromVatInput = (body: HandlerInput<'updateComplianceVatRates'>['body']): VatSettings => ({
  usnPaysVat: body.usn_pays_vat,
  defaultRate: body.default_rate,
  services: body.services.map((service) => ({ consultationType: service.consultation_type, rate: service.rate })),
});

/** «Практика» → «Уведомление Роскомнадзора», «Где живут данные», «Налоговые лимиты и НДС»: the coach only. */
export function complianceHandlers(readings: Compliance): HandlerGroup<Ops> {
  async function notificationBody(state: ComplianceState): Promise<SuccessBody<'getComplianceNotification'>> {
    const pack = await readings.pack(state);
    const changes = changesSinceFiling(state.filing, pack.fingerprint);
    const { operator } = pack;
    return {
      operator: { legal_name: operator.legalName, tax_status: operator.taxStatus, inn: operator.inn, ogrnip: operator.ogrnip, postal_address: operator.postalAddress, email: operator.email },
      responsible_person: operator.legalName,
      purposes,
      data_categories: pack.categories,
      subject_categories: subjectCategories,
      legal_bases: legalBases,
      operations,
      processors: pack.processors.map(processorBody),
      database_country: state.statements.databaseCountry,
      processing_started_on: state.statements.processingStartedOn,
      cross_border: pack.processors.some((processor) => processor.crossBorder !== 'no'),
      host_countries: pack.hostsToState.map((host) => ({ host, country: state.statements.hostCountries.find((entry) => entry.host === host)?.country ?? null })),
      text: notificationText(pack),
      filing: state.filing && { filed_on: state.filing.filedOn, registry_number: state.filing.registryNumber },
      cross_border_notice_filed_on: state.statements.crossBorderNoticeFiledOn,
      changed_since_filing: anyChange(changes),
      changes: {
        added_processors: changes.addedProcessors,
        removed_processors: changes.removedProcessors,
        added_categories: changes.addedCategories,
        removed_categories: changes.removedCategories,
      },
    };
  }

  async function taxLimitsBody(state: ComplianceState, now: Date): Promise<SuccessBody<'getComplianceTaxLimits'>> {
    const { year, income, details, limits, services } = await readings.taxLimits(now);
    return {
      year,
      income,
      tax_status: details.taxStatus,
      tax_system: details.taxSystem ?? null,
      limits,
      vat: {
        payer: paysVat(details, state.vat),
        usn_pays_vat: state.vat.usnPaysVat,
        default_rate: state.vat.defaultRate,
        services: services.map((service) => ({
          consultation_type: service.id,
          name: service.name,
          rate: state.vat.services.find((own) => own.consultationType === service.id)?.rate ?? null,
        })),
      },
    };
  }

  return {
    async getComplianceNotification({ user }) {
      requireSuperuser(user);
      return notificationBody(await readings.state());
    },
    async updateComplianceNotification({ body, user, ctx }) {
      requireSuperuser(user);
      const input = fromNotificationInput(body);
      return notificationBody(await readings.stateCompliance(input, commandMetadata(ctx.state, user.id)));
    },
    async getComplianceDataMap({ user }) {
      requireSuperuser(user);
      const state = await readings.state();
      const pack = await readings.pack(state);
      return {
        rows: dataMapRows(pack.processors, state.statements.crossBorderNoticeFiledOn).map(({ processor, flag }) => ({ processor: processorBody(processor), flag })),
        database_country: state.statements.databaseCountry,
        cross_border_notice_filed_on: state.statements.crossBorderNoticeFiledOn,
        script_sources: [...readings.scriptSources],
        foreign_scripts: foreignScriptSources(readings.scriptSources),
      };
    },
    async getComplianceTaxLimits({ user, ctx }) {
      requireSuperuser(user);
      return taxLimitsBody(await readings.state(), ctx.state.now);
    },
    async updateComplianceVatRates({ body, user, ctx }) {
      requireSuperuser(user);
      return taxLimitsBody(await readings.changeVatRates(fromVatInput(body), commandMetadata(ctx.state, user.id)), ctx.state.now);
    },
  };
}
