import type { Database } from '../db/database';
import type { Probe } from '../modules/operations/readiness';

/** What the process entry needs of the parts its roles started. */
export type RoleServices = {
  db: Database;
  /** What `/api/ready/` checks. */
  probes: readonly Probe[];
  /** Stops the parts in order: running jobs and the projection batch finish first, connections close last. */
  close(): Promise<void>;
};
