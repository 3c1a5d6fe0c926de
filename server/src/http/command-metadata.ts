import type { RequestMetadata } from '../eventstore/decider';
import type { AppState } from './app-state';

/** Who acts and within which request: the metadata every event a request causes carries. */
export const commandMetadata = (state: AppState, actor: string): RequestMetadata => ({
  actor,
  correlationId: state.requestId,
  requestId: state.requestId,
});
