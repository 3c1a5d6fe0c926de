import { describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import type { HandlerInput } from '../../http/handler-types';
import { operationsHandlers } from './handlers';
import type { Probe } from './readiness';

const probe = (name: string, ok: boolean): Probe => ({ name, check: async () => ({ ok, detail: ok ? undefined : 'connection refused' }) });

describe('readiness', () => {
  it('should answer 503 and name the part that is down', async () => {
    const state: Record<string, unknown> = { log: createLogger('silent') };
    const input = { ctx: { state }, query: undefined, params: undefined, body: undefined, user: undefined } as unknown as HandlerInput<'getReadiness'>;
    const answer = await operationsHandlers([probe('database', true), probe('redis', false)]).getReadiness(input);
    expect(state.responseStatus).toBe(503);
    expect(answer).toEqual({ status: 'not_ready', checks: { database: { ok: true, detail: undefined }, redis: { ok: false, detail: 'connection refused' } } });
  });
});
