import type { HandlerGroup } from '../../http/handler-types';
import type { Probe } from './readiness';

export function operationsHandlers(probes: readonly Probe[]): HandlerGroup<'getHealth' | 'getReadiness'> {
  return {
    async getHealth() {
      return { status: 'ok' };
    },

    async getReadiness({ ctx }) {
      const results = await Promise.all(probes.map(async (probe) => [probe.name, await probe.check()] as const));
      const ready = results.every(([, result]) => result.ok);
      if (!ready) {
        ctx.state.log.warn({ checks: Object.fromEntries(results) }, 'not ready');
        // The contract's 503 carries the same body as the 200.
        ctx.state.responseStatus = 503;
      }
      return { status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) };
    },
  };
}
