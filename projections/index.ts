import { auditLogProjection } from './audit-log';
import { clientNotesProjection } from './client-notes';
import { consultationsProjection } from './consultations';
import { guestSubscribersProjection } from './guest-subscribers';
import type { Projection } from './projection';
import { purchasesProjection } from './purchases';
import { promoCodesProjection } from './promo-codes';
import { scheduleProjection } from './schedule';
import { usersProjection } from './users';
import { welcomeSeriesProjection } from './welcome-series';
import { testimonialsProjection } from './testimonials';
import { giftCertificatesProjection } from './gift-certificates';
import { sessionConfirmationsProjection } from './session-confirmations';
import { homeworkProjection } from './homework';
import { workspaceProjection } from './workspace';

/** Every read model built from events, in the order they are set up. */
export const readModelProjections: readonly Projection[] = [
  usersProjection,
  consultationsProjection,
  purchasesProjection,
  guestSubscribersProjection,
  scheduleProjection,
  clientNotesProjection,
  promoCodesProjection,
  auditLogProjection,
  welcomeSeriesProjection,
  testimonialsProjection,
  giftCertificatesProjection,
  sessionConfirmationsProjection,
  homeworkProjection,
  workspaceProjection,
];
