import { z } from 'zod';
import { runWithReadYourWrites, writtenPosition, type AwaitPosition } from '../../eventstore/read-your-writes';
import type { AnyJobDefinition, JobDefinition, JobQueue } from './job-queue';

/** A job queued after its scope appended: its payload and the position of those appends. */
const carriedOf = <Payload>(payload: z.ZodType<Payload>) => z.strictObject({ job: payload, readModelsAt: z.string().regex(/^\d+$/) });

/**
 * A definition whose payload may carry the position of the writes that queued it. A payload
 * queued after no append (and every one queued before this existed) stays as it was.
 */
function carrying<Payload>(definition: JobDefinition<Payload>, awaitPosition: AwaitPosition): JobDefinition<Payload | { job: Payload; readModelsAt: string }> {
  const carried = carriedOf(definition.payload);
  return {
    ...definition,
    payload: z.union([carried, definition.payload]),
    process(payload, context) {
      const withPosition = carried.safeParse(payload);
      if (withPosition.success) {
        const { job, readModelsAt } = withPosition.data;
        return runWithReadYourWrites(awaitPosition, () => definition.process(job, context), BigInt(readModelsAt));
      }
      return runWithReadYourWrites(awaitPosition, () => definition.process(definition.payload.parse(payload), context));
    },
  };
}

/**
 * Read-your-writes for jobs, without holding up the request that queues them: a job is queued at
 * once and carries the position of what its scope appended before; it runs as a scope of its own
 * (see `runWithReadYourWrites`) that owes that position, so only its reads of the read models wait
 * for them — BullMQ may run it at once in another process, before the projections applied them.
 */
export function carryingOwnWrites(queue: JobQueue, awaitPosition: AwaitPosition): JobQueue {
  return {
    enqueue(definition, payload, options) {
      const written = writtenPosition();
      if (written === undefined) return queue.enqueue(carrying(definition, awaitPosition), payload, options);
      return queue.enqueue(carrying(definition, awaitPosition), { job: payload, readModelsAt: written.toString() }, options);
    },
    cancel: (definition, jobId) => queue.cancel(definition, jobId),
    forget: (definition, jobId) => queue.forget(definition, jobId),
    counts: () => queue.counts(),
    startWorkers: (definitions: ReadonlyArray<AnyJobDefinition>) => queue.startWorkers(definitions.map((definition) => carrying(definition, awaitPosition))),
    close: () => queue.close(),
  };
}
