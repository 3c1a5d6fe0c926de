import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { Handler, SuccessBody, HandlerMap } from '../../http/handler-types';
import { readAdvertisement } from '../../shared/advertising-mark';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { DomainError } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import { freeProductTypeId } from '../catalog/catalog';
import type { WelcomeSeriesTrigger } from './events';
import type { WelcomeSeriesState } from './series-decider';
import type { WelcomeSeries } from './welcome-series';

/** A letter's advertising mark, checked; a Russian 400 naming the letter otherwise. */
function letterAdvertisement(input: { advertiser: string; erid: string }, index: number) {
  const read = readAdvertisement(input);
  if ('problem' in read) throw new DomainError('invalid', `Письмо ${index + 1}: ${read.problem}`);
  return read;
}

/** The coach's welcome series in the back office («Рассылка» → «Приветственная серия»), one per trigger (`?trigger=`, the guide's by default). */
export function welcomeSeriesHandlers(deps: { welcomeSeries: WelcomeSeries; catalog: Pick<Catalog, 'productType'> }) {
  async function seriesBody(trigger: WelcomeSeriesTrigger, state: WelcomeSeriesState): Promise<SuccessBody<'getWelcomeSeries'>> {
    const counts = await deps.welcomeSeries.counts(trigger);
    return {
      trigger,
      version: state.version,
      enabled: state.enabled,
      stop_on_purchase: state.stopOnPurchase,
      guide_name: (await deps.catalog.productType(freeProductTypeId))?.name ?? '',
      letters: state.letters.map((letter) => ({
        id: letter.id,
        subject: letter.subject,
        html: letter.html,
        delay_days: letter.delayDays,
        sent: counts.letters.get(letter.id) ?? 0,
        advertisement: letter.advertisement ?? null,
      })),
    };
  }

  return {
    async getWelcomeSeries({ query, user }) {
      requireSuperuser(user);
      const trigger = query.trigger ?? 'guide';
      return seriesBody(trigger, await deps.welcomeSeries.series(trigger));
    },

    async saveWelcomeSeries({ query, body, user, ctx }) {
      const trigger = query.trigger ?? 'guide';
      requireSuperuser(user);
      const letters = body.letters.map((letter, index) => ({
        ...(letter.id === undefined ? {} : { id: letter.id }),
        subject: letter.subject.trim(),
        html: sanitizeRichText(letter.html),
        delayDays: letter.delay_days,
        ...(letter.advertisement ? { advertisement: letterAdvertisement(letter.advertisement, index) } : {}),
      }));
      const saved = await deps.welcomeSeries.save(trigger, { enabled: body.enabled, stopOnPurchase: body.stop_on_purchase, letters }, commandMetadata(ctx.state, user.id));
      return seriesBody(trigger, saved);
    },

    async getWelcomeSeriesCounts({ query, user }) {
      requireSuperuser(user);
      const counts = await deps.welcomeSeries.counts(query.trigger ?? 'guide');
      return { started: counts.started, stopped: counts.stopped, letters: [...counts.letters].map(([id, sent]) => ({ id, sent })) };
    },
  } satisfies Partial<HandlerMap>;
}

/** Adds to the client card the letters of every welcome series she got (`welcome_letters`), oldest first. */
export function withWelcomeLetters<Group extends { getClient: Handler<'getClient'> }>(group: Group, welcomeSeries: WelcomeSeries): Group {
  const { getClient } = group;
  return {
    ...group,
    async getClient(input) {
      const card = await getClient(input);
      const recipientId = card.kind === 'account' ? card.id : await welcomeSeries.guestRecipientOf(card.email);
      if (!recipientId) return card;
      const sent = await welcomeSeries.sentLetters(recipientId);
      return { ...card, welcome_letters: sent.map((letter) => ({ letter_id: letter.letterId, subject: letter.subject, sent_at: letter.sentAt })) };
    },
  };
}
