import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup, HandlerInput, SuccessBody } from '../../http/handler-types';
import { digestHour, type CoachNotificationSettings } from './notice-kinds';
import type { CoachNotificationSettingsStore } from './settings';

type Kinds = HandlerInput<'updateCoachNotifications'>['body']['kinds'];

const toKinds = ({ 'receipt-problem': receiptProblem, ...rest }: CoachNotificationSettings['kinds']): Kinds => ({ ...rest, receipt_problem: receiptProblem });
const fromKinds = ({ receipt_problem: receiptProblem, ...rest }: Kinds): CoachNotificationSettings['kinds'] => ({ ...rest, 'receipt-problem': receiptProblem });

/** «Практика» → «Уведомления»: the coach's choice of what she is told by mail. */
export function coachNotificationHandlers(deps: {
  settings: CoachNotificationSettingsStore;
  /** Where the mails go: the practice's contact address. */
  coachAddress: () => Promise<string>;
}): HandlerGroup<'getCoachNotifications' | 'updateCoachNotifications'> {
  const body = async (settings: CoachNotificationSettings): Promise<SuccessBody<'getCoachNotifications'>> => ({
    kinds: toKinds(settings.kinds),
    digest: settings.digest,
    digest_hour: digestHour,
    email: await deps.coachAddress(),
  });
  return {
    async getCoachNotifications({ user }) {
      requireSuperuser(user);
      return body(await deps.settings.current());
    },
    async updateCoachNotifications({ body: input, user, ctx }) {
      requireSuperuser(user);
      return body(await deps.settings.change({ kinds: fromKinds(input.kinds), digest: input.digest }, commandMetadata(ctx.state, user.id)));
    },
  };
}
