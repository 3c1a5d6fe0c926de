import { DomainError, type Command, type Decider } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import type { ConsentDocument } from '../users/consent-documents';
import {
  testimonialEventSchemas,
  testimonialMaxLength,
  testimonialMinLength,
  type TestimonialEvent,
  type TestimonialSignature,
} from './events';

export type InviteToTestimonial = Command<'InviteToTestimonial', { userId: string; consultationId: number }>;
export type WriteTestimonial = Command<
  'WriteTestimonial',
  {
    userId: string;
    text: string;
    signature: TestimonialSignature;
    /** The consent document she accepted to have it published; null: it goes to the coach privately. */
    publicationConsent: ConsentDocument | null;
  }
>;
export type ApproveTestimonial = Command<'ApproveTestimonial', { userId: string }>;
export type HideTestimonial = Command<'HideTestimonial', { userId: string }>;
export type WithdrawTestimonialConsent = Command<'WithdrawTestimonialConsent', { userId: string }>;
export type TestimonialCommand = InviteToTestimonial | WriteTestimonial | ApproveTestimonial | HideTestimonial | WithdrawTestimonialConsent;

/** Her testimonial as it stands (the text null once erased), whether she was invited and whether the coach approved it. */
export type TestimonialState = {
  /** The session after which she was invited; null before. */
  invitedFor: number | null;
  written: { text: string | null; signature: TestimonialSignature; consented: boolean } | null;
  approved: boolean;
};

/** Shown on the landing: approved by the coach and still consented to by her. */
export const isPublished = (state: TestimonialState): boolean => state.approved && state.written?.consented === true;

const noTestimonial = () => new DomainError('not_found', 'Отзыва пока нет.');

/**
 * One client's testimonial (`testimonial-{userId}`): the invitation (once, ever), her text with or
 * without the consent to publish, the coach's approval. A rewritten text waits for a new approval;
 * one without the consent is never approved.
 */
export const testimonialDecider: Decider<TestimonialCommand, TestimonialEvent, TestimonialState> = {
  eventTypes: eventTypesOf(testimonialEventSchemas),
  initialState: () => ({ invitedFor: null, written: null, approved: false }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    const { userId } = command.data;
    switch (command.type) {
      case 'InviteToTestimonial': {
        if (state.invitedFor !== null || state.written) return [];
        return [{ type: 'TestimonialInvited', data: { userId, consultationId: command.data.consultationId, invitedAt: at } }];
      }
      case 'WriteTestimonial': {
        const text = command.data.text.trim();
        if (text.length < testimonialMinLength) throw new DomainError('invalid', `Отзыв слишком короткий: напишите хотя бы ${testimonialMinLength} символов.`);
        if (text.length > testimonialMaxLength) throw new DomainError('invalid', `Отзыв слишком длинный: не больше ${testimonialMaxLength} символов.`);
        const { signature, publicationConsent } = command.data;
        const same = state.written && state.written.text === text && state.written.signature === signature && state.written.consented === (publicationConsent !== null);
        if (same) return [];
        return [{ type: 'TestimonialWritten', data: { userId, text, signature, publicationConsent, writtenAt: at } }];
      }
      case 'ApproveTestimonial': {
        if (!state.written) throw noTestimonial();
        if (!state.written.consented) throw new DomainError('conflict', 'Клиент не дал согласия на публикацию этого отзыва: он остаётся личным.');
        if (state.approved) return [];
        return [{ type: 'TestimonialApproved', data: { userId, approvedAt: at } }];
      }
      case 'HideTestimonial': {
        if (!state.written) throw noTestimonial();
        if (!state.approved) return [];
        return [{ type: 'TestimonialHidden', data: { userId, hiddenAt: at } }];
      }
      case 'WithdrawTestimonialConsent': {
        if (!state.written?.consented) return [];
        return [{ type: 'TestimonialPublicationConsentWithdrawn', data: { userId, withdrawnAt: at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'TestimonialInvited':
        return { ...state, invitedFor: event.data.consultationId };
      case 'TestimonialWritten':
        return {
          ...state,
          written: { text: event.data.text, signature: event.data.signature, consented: event.data.publicationConsent !== null },
          // A new text waits for the coach again.
          approved: false,
        };
      case 'TestimonialApproved':
        return { ...state, approved: true };
      case 'TestimonialHidden':
        return { ...state, approved: false };
      case 'TestimonialPublicationConsentWithdrawn':
        return state.written ? { ...state, written: { ...state.written, consented: false }, approved: false } : state;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
