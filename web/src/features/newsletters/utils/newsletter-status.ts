import type { Newsletter } from '../../../api/generated/model';
import { plural } from '../../../lib/plural';

/** «получателю» after 1, 21, 101…; «получателям» otherwise (the dative after «Отправлена»). */
const recipientsWord = (count: number) => plural(count, 'получателю', 'получателям', 'получателям');

/**
 * The card's status: a sent newsletter says how many it reached, and that it reached nobody when
 * there were no subscribers. Newsletters sent before the count was kept say only «Отправлена».
 */
export function newsletterStatusLabel(newsletter: Pick<Newsletter, 'send' | 'recipients'>): string {
  if (!newsletter.send) return 'Запланирована';
  if (newsletter.recipients === null) return 'Отправлена';
  if (newsletter.recipients === 0) return 'Никому: нет подписчиков';
  return `Отправлена ${newsletter.recipients} ${recipientsWord(newsletter.recipients)}`;
}
