import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { WelcomeProgressEvent } from './events';
import { progressDecider, type WelcomeProgressCommand } from './progress-decider';

const spec = deciderSpec(progressDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const recipientId = 'guest:3f0c2b4e-8a51-4d1e-9b7a-2c5d6e7f8a90';
const letterId = '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11';

const command = <C extends WelcomeProgressCommand>(type: C['type'], data: Omit<C['data'], 'recipientId'>) =>
  ({ type, data: { recipientId, ...data }, metadata: { now } }) as WelcomeProgressCommand;

const started: WelcomeProgressEvent = { type: 'WelcomeSeriesStarted', data: { recipientId, trigger: 'guide', purchaseId: 'p1', startedAt: at } };
const claimed: WelcomeProgressEvent = { type: 'WelcomeLetterClaimed', data: { recipientId, letterId, claimedAt: at } };
const released: WelcomeProgressEvent = { type: 'WelcomeLetterReleased', data: { recipientId, letterId, releasedAt: at } };
const sent: WelcomeProgressEvent = { type: 'WelcomeLetterSent', data: { recipientId, letterId, subject: 'Добро пожаловать', sentAt: at } };
const stoppedByPurchase: WelcomeProgressEvent = { type: 'WelcomeSeriesStopped', data: { recipientId, reason: 'purchase', stoppedAt: at } };

const start = command('StartWelcomeSeries', { trigger: 'guide', purchaseId: 'p1' });
const claim = command('ClaimWelcomeLetter', { letterId });
const release = command('ReleaseWelcomeLetter', { letterId });
const recordSent = command('RecordWelcomeLetterSent', { letterId, subject: 'Добро пожаловать' });
const stop = (reason: 'purchase' | 'unsubscribe') => command('StopWelcomeSeries', { reason });

describe('welcome series progress decider', () => {
  it('should start the series once: the guide taken again starts nothing', () => {
    spec.given([]).when(start).then([started]);
    spec.given([started]).when(start).then([]);
    spec.given([started, stoppedByPurchase]).when(start).then([]);
  });

  it('should claim a letter once, and never for a series not running', () => {
    spec.given([started]).when(claim).then([claimed]);
    spec.given([started, claimed]).when(claim).then([]);
    spec.given([started, claimed, sent]).when(claim).then([]);
    spec.given([]).when(claim).then([]);
    spec.given([started, stoppedByPurchase]).when(claim).then([]);
  });

  it('should give back a claim whose mail did not leave, so the retry claims it again', () => {
    spec.given([started, claimed]).when(release).then([released]);
    spec.given([started, claimed, released]).when(claim).then([claimed]);
    spec.given([started, claimed, sent]).when(release).then([]);
  });

  it('should record a claimed letter as sent once, and nothing unclaimed', () => {
    spec.given([started, claimed]).when(recordSent).then([sent]);
    spec.given([started, claimed, sent]).when(recordSent).then([]);
    spec.given([started]).when(recordSent).then([]);
  });

  it('should stop a running series once, for a purchase or an unsubscribe', () => {
    spec.given([started]).when(stop('purchase')).then([stoppedByPurchase]);
    spec.given([started, claimed, sent]).when(stop('unsubscribe')).then([{ type: 'WelcomeSeriesStopped', data: { recipientId, reason: 'unsubscribe', stoppedAt: at } }]);
    spec.given([started, stoppedByPurchase]).when(stop('unsubscribe')).then([]);
    spec.given([]).when(stop('purchase')).then([]);
  });
});
