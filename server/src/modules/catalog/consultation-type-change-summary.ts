import { defaultSessionMinutes } from '../../shared/calendar-session';
import { formatKopecks } from '../../shared/money-text';
import { ConsultationTypeChanged, type ConsultationTypeTerms } from './events';

const describers: { [Key in keyof ConsultationTypeTerms]-?: (previous: ConsultationTypeTerms, current: ConsultationTypeTerms) => string } = {
  name: (previous, current) => `название: «${previous.name}» → «${current.name}»`,
  priceKopecks: (previous, current) => `цена: ${formatKopecks(previous.priceKopecks)} → ${formatKopecks(current.priceKopecks)} (для новых покупок)`,
  onSale: (_previous, current) => (current.onSale ? 'снова в продаже' : 'снята с продажи'),
  durationMinutes: (previous, current) => `длительность: ${previous.durationMinutes ?? defaultSessionMinutes} → ${current.durationMinutes ?? defaultSessionMinutes} мин.`,
  icon: () => 'значок изменён',
  description: () => 'описание изменено',
  additional: () => 'дополнительный текст изменён',
};

/** «Коуч-сессия: цена: 3 500 ₽ → 4 000 ₽ (для новых покупок)»: what the coach changed, old and new. */
export function consultationTypeChangeSummary(data: unknown): string | null {
  const parsed = ConsultationTypeChanged.shape.data.safeParse(data);
  if (!parsed.success) return null;
  const { previous, current } = parsed.data;
  const changes = (Object.keys(describers) as (keyof ConsultationTypeTerms)[])
    .filter((key) => previous[key] !== current[key])
    .map((key) => describers[key](previous, current));
  return `${current.name}: ${changes.join('; ')}`;
}
