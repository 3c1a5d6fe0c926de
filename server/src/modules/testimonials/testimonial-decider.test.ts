import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import { testimonialPublicationConsentDocument } from '../users/consent-documents';
import type { TestimonialEvent } from './events';
import { isPublished, testimonialDecider, type TestimonialCommand } from './testimonial-decider';

const spec = deciderSpec(testimonialDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const at = now.toISOString();
const metadata = { now };
const consent = testimonialPublicationConsentDocument;
const text = 'Три сессии — и я наконец поменяла работу.';

const write = (publish: boolean, body = text): TestimonialCommand => ({
  type: 'WriteTestimonial',
  data: { userId: 'u1', text: body, signature: 'initials', publicationConsent: publish ? consent : null },
  metadata,
});
const invited: TestimonialEvent = { type: 'TestimonialInvited', data: { userId: 'u1', consultationId: 7, invitedAt: at } };
const written = (publish: boolean): TestimonialEvent => ({
  type: 'TestimonialWritten',
  data: { userId: 'u1', text, signature: 'initials', publicationConsent: publish ? consent : null, writtenAt: at },
});
const approved: TestimonialEvent = { type: 'TestimonialApproved', data: { userId: 'u1', approvedAt: at } };
const approve: TestimonialCommand = { type: 'ApproveTestimonial', data: { userId: 'u1' }, metadata };
const fold = (events: TestimonialEvent[]) => events.reduce(testimonialDecider.evolve, testimonialDecider.initialState());

describe('testimonial decider', () => {
  it('should invite once per client, ever', () => {
    const invite: TestimonialCommand = { type: 'InviteToTestimonial', data: { userId: 'u1', consultationId: 7 }, metadata };
    spec.given([]).when(invite).then([invited]);
    spec.given([invited]).when({ ...invite, data: { userId: 'u1', consultationId: 9 } }).then([]);
    spec.given([written(true)]).when(invite).then([]);
  });

  it('should record the trimmed text with the consent document, and nothing for the same again', () => {
    spec.given([invited]).when(write(true, `  ${text}  `)).then([written(true)]);
    spec.given([written(true)]).when(write(true)).then([]);
    spec.given([written(true)]).when(write(false)).then([written(false)]);
  });

  it('should refuse a text shorter than 10 or longer than 2000 characters', () => {
    spec.given([]).when(write(true, '  коротко  ')).thenThrows(/слишком короткий/);
    spec.given([]).when(write(true, 'а'.repeat(2001))).thenThrows(/слишком длинный/);
  });

  it('should approve only a testimonial with the consent to publish', () => {
    spec.given([written(true)]).when(approve).then([approved]);
    spec.given([written(true), approved]).when(approve).then([]);
    spec.given([written(false)]).when(approve).thenThrows(/не дал согласия/);
    spec.given([]).when(approve).thenThrows(/Отзыва пока нет/);
  });

  it('should take it off the landing when she withdraws the consent or rewrites it', () => {
    const withdraw: TestimonialCommand = { type: 'WithdrawTestimonialConsent', data: { userId: 'u1' }, metadata };
    const withdrawn: TestimonialEvent = { type: 'TestimonialPublicationConsentWithdrawn', data: { userId: 'u1', withdrawnAt: at } };
    spec.given([written(true), approved]).when(withdraw).then([withdrawn]);
    spec.given([written(false)]).when(withdraw).then([]);
    expect(isPublished(fold([written(true), approved]))).toBe(true);
    expect(isPublished(fold([written(true), approved, withdrawn]))).toBe(false);
    expect(isPublished(fold([written(true), approved, written(true)]))).toBe(false);
    spec.given([written(true), approved, withdrawn]).when(approve).thenThrows(/не дал согласия/);
  });

  it('should hide an approved testimonial', () => {
    const hide: TestimonialCommand = { type: 'HideTestimonial', data: { userId: 'u1' }, metadata };
    spec.given([written(true), approved]).when(hide).then([{ type: 'TestimonialHidden', data: { userId: 'u1', hiddenAt: at } }]);
    spec.given([written(true)]).when(hide).then([]);
  });
});
