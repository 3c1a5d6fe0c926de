import type { RequestMetadata } from '../eventstore/decider';
import type { AppState } from './app-state';

/** Who acts, within which request, from where, and the request's one clock: what every command of the request carries. */
export const commandMetadata = (state: AppState, actor: string): RequestMetadata => ({
  actor,
  correlationId: state.requestId,
  requestId: state.requestId,
  now: state.now,
  address: state.clientAddress,
});
