import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { currentSchemaVersion } from '../../eventstore/upcasting';
import type { Catalog, ConsultationType, ConsultationTypeChanges } from './catalog';
import { consultationTypeStreamId, type ConsultationTypeChanged, type ConsultationTypeTerms } from './events';

const termsOf = ({ name, icon, description, additional, priceKopecks, onSale, durationMinutes }: ConsultationType): ConsultationTypeTerms => ({
  name,
  icon,
  description,
  additional,
  priceKopecks,
  onSale,
  durationMinutes,
});

const sameTerms = (left: ConsultationTypeTerms, right: ConsultationTypeTerms) =>
  (Object.keys(left) as (keyof ConsultationTypeTerms)[]).every((key) => left[key] === right[key]);

/**
 * The coach's edit of a consultation type: the catalogue row changes and a `ConsultationTypeChanged`
 * with the old and new terms goes into the history, so the journal shows who changed a price and
 * when. Should the history refuse the event, the row is put back: the two never disagree.
 */
export function createConsultationTypeChanges(deps: { catalog: Catalog; store: EventStore }) {
  return async function change(
    id: number,
    requested: Omit<ConsultationTypeChanges, 'durationMinutes'> & { durationMinutes?: number },
    metadata: RequestMetadata,
  ): Promise<ConsultationType> {
    const before = await deps.catalog.consultationType(id);
    if (!before) throw new DomainError('not_found', 'Такого вида консультации нет.');
    // Without a length in the edit the type keeps its own.
    const changes: ConsultationTypeChanges = { ...requested, durationMinutes: requested.durationMinutes ?? before.durationMinutes };
    const previous = termsOf(before);
    if (sameTerms(previous, changes)) return before;
    const after = await deps.catalog.updateConsultationType(id, changes);
    if (!after) throw new DomainError('not_found', 'Такого вида консультации нет.');
    const changed: ConsultationTypeChanged = {
      type: 'ConsultationTypeChanged',
      data: { consultationTypeId: id, previous, current: termsOf(after), changedAt: metadata.now.toISOString() },
    };
    try {
      await deps.store.appendToStream(consultationTypeStreamId(id), [{ ...changed, metadata: { ...metadata, schemaVersion: currentSchemaVersion } }]);
      return after;
    } catch (error) {
      await deps.catalog.updateConsultationType(id, { ...previous, durationMinutes: before.durationMinutes });
      throw error;
    }
  };
}
