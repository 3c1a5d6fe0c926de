import type { JobDefinition } from '../../adapters/queue/job-queue';
import type { AppState } from '../../http/app-state';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { RequestMetadata } from '../../eventstore/decider';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { sanitizeRichText } from '../../shared/sanitize-html';
import type { ContentImages } from '../content/content-images';
import { readContentInput } from '../content/content-input';
import type { Users } from '../users/users';
import type { NewsletterSendPayload } from '../../jobs/payloads';
import type { Newsletter, Newsletters } from './newsletters';
import { guestPurchaseOf, type Subscribers } from './subscribers';
import { confirmationPagePolicy, unsubscribeConfirmationPage } from './unsubscribe-confirmation';
import { readUnsubscribeToken } from './unsubscribe-tokens';

/** The contract caps the description at 20 000 characters; the server says the same. */
export const maxNewsletterLength = 20_000;

/**
 * The welcome series, whose letters carry links signed for `welcome:…` (`modules/welcome-series/unsubscribe.ts`):
 * the person a signed recipient names in one series, and ending that series for her; undefined for a newsletter's link.
 */
export type WelcomeSeriesLinks = {
  linkOf(signed: string): WelcomeSeriesUnsubscribe | undefined;
};

/** One person in one welcome series, as her letter's link names her. */
type WelcomeSeriesUnsubscribe = {
  recipientId: string;
  unsubscribe(metadata: RequestMetadata): Promise<boolean>;
};

const jobIdOf = (newsletter: Pick<Newsletter, 'id' | 'version'>) => `newsletter-${newsletter.id}-v${newsletter.version}`;

export function newsletterHandlers(
  infra: Pick<Infra, 'jobs' | 'appSecret' | 'coach' | 'now'>,
  /** What they ask of other modules (`NewslettersPorts`): the images the articles share, the accounts, the welcome series' links. */
  ports: { users: Users; images: ContentImages; welcomeSeries?: WelcomeSeriesLinks },
  { newsletters, subscribers, sendJob }: { newsletters: Newsletters; subscribers: Pick<Subscribers, 'withdrawGuest'>; sendJob: JobDefinition<NewsletterSendPayload> },
) {
  const present = (newsletter: Newsletter) => ({
    id: newsletter.id,
    name: newsletter.name,
    description: newsletter.description,
    date: newsletter.sendAt.toISOString(),
    send: newsletter.status === 'sent',
    recipients: newsletter.recipients,
    file: newsletter.image ? { id: newsletter.image.id, name: newsletter.image.name, type: newsletter.image.extension, base64: newsletter.image.base64 } : null,
    advertisement: newsletter.advertisement,
  });

  /** The link in the mail and the one-click header withdraw the consent alike; a repeat changes nothing. */
  async function withdraw(recipientId: string, request: AppState) {
    const guestPurchase = guestPurchaseOf(recipientId);
    if (guestPurchase !== undefined) return subscribers.withdrawGuest(guestPurchase, commandMetadata(request, 'guest'));
    const user = await ports.users.findById(recipientId);
    return user ? ports.users.setAdvertisingConsent(user.id, false, 'unsubscribe-link', commandMetadata(request, user.id)) : undefined;
  }

  /**
   * A welcome-series letter's link: ends that series only (other newsletters keep coming), or with
   * `all` every mailing, as a newsletter's link does.
   */
  async function unsubscribeFromSeries(series: WelcomeSeriesUnsubscribe, all: boolean, request: AppState) {
    const { recipientId } = series;
    const metadata = commandMetadata(request, recipientId.startsWith('guest:') ? 'guest' : recipientId);
    const stopped = await series.unsubscribe(metadata);
    if (!all) {
      return {
        result: true,
        message: stopped ? 'Вы отписались от этой серии писем. Другие рассылки будут приходить, как прежде.' : 'Письма этой серии вам больше не придут.',
      };
    }
    const outcome = await withdraw(recipientId, request);
    if (!outcome) throw notFound('Ссылка недействительна. Отписаться можно в настройках личного кабинета.');
    return { result: true, message: outcome.changed ? 'Вы отписались от всех рассылок. Письма больше не будут приходить.' : 'Вы уже отписаны от всех рассылок.' };
  }

  /** The recipient a link names, and the welcome series it ends when a series letter carried it. */
  function readLink(uuid: string) {
    const recipientId = readUnsubscribeToken(infra.appSecret, uuid);
    const seriesLink = recipientId && ports.welcomeSeries ? ports.welcomeSeries.linkOf(recipientId) : undefined;
    return { recipientId, seriesLink };
  }

  async function unsubscribeByToken(uuid: string, request: AppState, all = false) {
    const { recipientId, seriesLink } = readLink(uuid);
    if (seriesLink !== undefined) return unsubscribeFromSeries(seriesLink, all, request);
    const outcome = recipientId ? await withdraw(recipientId, request) : undefined;
    if (!outcome) throw notFound('Ссылка недействительна. Отписаться можно в настройках личного кабинета.');
    return {
      result: true,
      message: outcome.changed ? 'Вы отписались от рассылки. Письма больше не будут приходить.' : 'Вы уже отписаны от рассылки.',
    };
  }

  /** Queues the send for its time, counted from the request's `now`. */
  async function schedule(newsletter: Newsletter, now: Date) {
    const delayMs = Math.max(0, newsletter.sendAt.getTime() - now.getTime());
    await infra.jobs.enqueue(sendJob, { newsletterId: newsletter.id, version: newsletter.version }, { jobId: jobIdOf(newsletter), delayMs });
  }

  async function fields(body: Parameters<typeof readContentInput>[0]) {
    const input = await readContentInput(body, ports.images, maxNewsletterLength);
    const description = sanitizeRichText(input.description);
    if (!description.trim()) throw badRequest('Добавьте текст рассылки.');
    return { ...input, description };
  }

  return {
    async listNewsletters({ user }) {
      requireSuperuser(user);
      return (await newsletters.all()).map(present);
    },

    async createNewsletter({ body, user, ctx }) {
      requireSuperuser(user);
      const newsletter = await newsletters.create(await fields(body), ctx.state.now);
      await schedule(newsletter, ctx.state.now);
      return present(newsletter);
    },

    async updateNewsletter({ params, body, user, ctx }) {
      requireSuperuser(user);
      const before = await newsletters.byId(params.id);
      const updated = await newsletters.update(params.id, await fields(body), ctx.state.now);
      if (!updated || !before) throw notFound('Рассылка не найдена.');
      if (updated === 'already-sent') throw conflict('Рассылка уже отправлена, её нельзя изменить.');
      await infra.jobs.cancel(sendJob, jobIdOf(before));
      await schedule(updated, ctx.state.now);
      return present(updated);
    },

    async deleteNewsletter({ params, user }) {
      requireSuperuser(user);
      const removed = await newsletters.remove(params.id);
      if (!removed) throw notFound('Рассылка не найдена.');
      if (removed === 'already-sent') throw conflict('Рассылка уже отправляется, её нельзя удалить.');
      await infra.jobs.cancel(sendJob, jobIdOf(removed));
      return { result: true };
    },

    unsubscribe: ({ query, ctx }) => unsubscribeByToken(query.uuid, ctx.state, query.all === true),

    // The body (`List-Unsubscribe=One-Click`) is checked by the contract; the signed uuid decides.
    unsubscribeOneClick: ({ query, ctx }) => unsubscribeByToken(query.uuid, ctx.state),

    // A GET of the one-click address (a mail client without one-click): asks, naming what the link ends, never unsubscribes.
    async confirmOneClickUnsubscribe({ query, ctx }) {
      const mailing = readLink(query.uuid).seriesLink === undefined ? 'newsletters' : 'welcome-series';
      const page = unsubscribeConfirmationPage({ uuid: query.uuid, coachNameGenitive: (await infra.coach()).nameGenitive, mailing });
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Content-Security-Policy', confirmationPagePolicy);
      return Buffer.from(page);
    },
  } satisfies Partial<HandlerMap>;
}
