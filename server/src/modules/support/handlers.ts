import type { JobDefinition, JobQueue } from '../../adapters/queue/job-queue';
import { badRequest } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { SupportMessages } from './support';
import type { SupportMailPayload } from '../../jobs/payloads';

export function supportHandlers(deps: {
  messages: SupportMessages;
  jobs: JobQueue;
  supportMailJob: JobDefinition<SupportMailPayload>;
}): HandlerGroup<'sendSupportMessage'> {
  return {
    async sendSupportMessage({ body, user, ctx }) {
      const message = body.message.trim();
      if (message.length === 0) throw badRequest('Опишите, что случилось.');
      const messageId = await deps.messages.save({ userId: user.id, email: user.email, message }, ctx.state.now);
      await deps.jobs.enqueue(deps.supportMailJob, { messageId }, { jobId: `support-message-${messageId}` });
      ctx.state.log.info({ messageId }, 'support request received');
      return { result: true, message: 'Запрос отправлен. Мы ответим на вашу почту.' };
    },
  };
}
