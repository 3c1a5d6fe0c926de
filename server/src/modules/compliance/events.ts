import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText } from '../../eventstore/event-schema';
import { vatRates } from '../purchases/fiscal-receipts';

/** What the coach states of where things are: the database's country, the countries of hosts the product cannot know, the start of processing. */
export const complianceStatementsSchema = z.object({
  databaseCountry: eventText(100).min(1).nullable(),
  processingStartedOn: z.iso.date().nullable(),
  hostCountries: z.array(z.object({ host: eventText(253).min(1), country: eventText(100).min(1) })).max(20),
  crossBorderNoticeFiledOn: z.iso.date().nullable(),
});
export type ComplianceStatements = z.infer<typeof complianceStatementsSchema>;

/** What a notification named when it was filed: the processors' ids and the categories of data, each sorted. */
export const complianceFingerprintSchema = z.object({
  processors: z.array(eventText(100)).max(50),
  categories: z.array(eventText(200)).max(50),
});
export type ComplianceFingerprint = z.infer<typeof complianceFingerprintSchema>;

/** The VAT her 54-FZ receipts carry when she pays it: УСН's choice to pay, the rate of every service, each service's own. */
export const vatSettingsSchema = z.object({
  usnPaysVat: z.boolean(),
  defaultRate: z.enum(vatRates),
  services: z.array(z.object({ consultationType: eventSerial(), rate: z.enum(vatRates) })).max(100),
});
export type VatSettings = z.infer<typeof vatSettingsSchema>;

export const ComplianceStatementsChanged = eventSchema(
  'ComplianceStatementsChanged',
  z.object({ statements: complianceStatementsSchema, changedAt: eventInstant() }),
);

/** The coach filed the operator's notification with Roskomnadzor (the date and the registry number she entered), naming these processors and categories. */
export const NotificationFilingRecorded = eventSchema(
  'NotificationFilingRecorded',
  z.object({ filedOn: z.iso.date(), registryNumber: eventText(50), fingerprint: complianceFingerprintSchema, recordedAt: eventInstant() }),
);

export const VatRatesChanged = eventSchema('VatRatesChanged', z.object({ vat: vatSettingsSchema, changedAt: eventInstant() }));

export const complianceEventSchemas = [ComplianceStatementsChanged, NotificationFilingRecorded, VatRatesChanged] as const;
export type ComplianceEvent = z.infer<(typeof complianceEventSchemas)[number]>;

export const complianceStreamId = 'compliance';
