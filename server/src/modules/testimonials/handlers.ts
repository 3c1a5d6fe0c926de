import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { notFound } from '../../http/errors';
import type { SuccessBody, HandlerMap } from '../../http/handler-types';
import type { TestimonialView, Testimonials } from './testimonials';

const testimonialBody = (view: TestimonialView) => ({
  text: view.text,
  signature: view.signature,
  publication_consent: view.publicationConsent,
  approved: view.approved,
  written_at: view.writtenAt.toISOString(),
});

const coachBody = (view: TestimonialView & { author: string; client: string | null }) => ({
  ...testimonialBody(view),
  user_id: view.userId,
  author: view.author,
  ...(view.client === null ? {} : { client: view.client }),
});

/** Her testimonial in the cabinet, the coach's «Отзывы» and the landing's list. */
export function testimonialHandlers(deps: { testimonials: Testimonials }) {
  const { testimonials } = deps;
  const mine = (view: TestimonialView | null): SuccessBody<'getMyTestimonial'> => ({
    testimonial: view ? testimonialBody(view) : null,
    consent_document: { ...testimonials.consentDocument },
  });

  async function coachView(userId: string): Promise<SuccessBody<'approveTestimonial'>> {
    const found = (await testimonials.list()).find((view) => view.userId === userId);
    if (!found) throw notFound('Отзыва пока нет.');
    return coachBody(found);
  }

  return {
    async getMyTestimonial({ user }) {
      const [view, heldSession] = await Promise.all([testimonials.testimonialOf(user.id), testimonials.hadHeldSession(user.id)]);
      return { ...mine(view), held_session: heldSession };
    },

    async writeTestimonial({ body, user, ctx }) {
      const input = { text: body.text, signature: body.signature, publicationConsent: body.publication_consent };
      return mine(await testimonials.write(user.id, input, commandMetadata(ctx.state, user.id)));
    },

    async withdrawTestimonialConsent({ user, ctx }) {
      return mine(await testimonials.withdrawConsent(user.id, commandMetadata(ctx.state, user.id)));
    },

    async listPublishedTestimonials() {
      return (await testimonials.published()).map((item) => ({ id: item.id, author: item.author, text: item.text, written_at: item.writtenAt.toISOString() }));
    },

    async listTestimonials({ user }) {
      requireSuperuser(user);
      return (await testimonials.list()).map(coachBody);
    },

    async approveTestimonial({ params, user, ctx }) {
      requireSuperuser(user);
      await testimonials.approve(params.user_id, commandMetadata(ctx.state, user.id));
      return coachView(params.user_id);
    },

    async hideTestimonial({ params, user, ctx }) {
      requireSuperuser(user);
      await testimonials.hide(params.user_id, commandMetadata(ctx.state, user.id));
      return coachView(params.user_id);
    },
  } satisfies Partial<HandlerMap>;
}
