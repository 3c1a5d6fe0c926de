import type { HandlerGroup } from '../../http/handler-types';
import { checkReadiness, type Probe } from './readiness';

export function operationsHandlers(probes: readonly Probe[]): HandlerGroup<'getHealth' | 'getReadiness'> {
  return {
    async getHealth() {
      return { status: 'ok' };
    },

    async getReadiness({ ctx }) {
      const readiness = await checkReadiness(probes);
      if (readiness.status !== 'ready') {
        ctx.state.log.warn({ checks: readiness.checks }, 'not ready');
        // The contract's 503 carries the same body as the 200.
        ctx.state.responseStatus = 503;
      }
      return readiness;
    },
  };
}
