/**
 * Who acts, in which run, and the run's one clock: the metadata of what the practice does on its
 * own (a job, a reaction to an event). The commands' `RequestMetadata` has this shape; it is
 * written here, in shared/, so the modules' jobs can make it too.
 */
export type SystemMetadata = { actor: string; correlationId: string; requestId?: string; now: Date };

/** `system` acting in the run named `correlationId` (a job's id), timed when the run starts. */
export const systemMetadata = (correlationId: string, now: Date): SystemMetadata => ({ actor: 'system', correlationId, now });
