import { z } from 'zod';

/**
 * What one process of the app does (`APP_ROLES`): `web` serves HTTP (the API and the web app),
 * `workers` runs the job processors, `projections` runs the projection runner that keeps the read
 * models up to date. The default is all three in one process, the embedded `npm start`.
 */
export const appRoles = ['web', 'workers', 'projections'] as const;
export type AppRole = (typeof appRoles)[number];

export const allRolesValue = appRoles.join(',');

/** `APP_ROLES`: a comma-separated, non-empty subset of the roles; order and repeats do not matter. */
export const appRolesSchema = z
  .string()
  .default(allRolesValue)
  .transform((value) =>
    value
      .split(',')
      .map((role) => role.trim())
      .filter((role) => role.length > 0),
  )
  .pipe(z.array(z.enum(appRoles, { error: (issue) => `unknown role "${String(issue.input)}"; expected some of ${appRoles.join(', ')}` })).min(1, 'name at least one role'))
  .transform((roles): readonly AppRole[] => appRoles.filter((role) => roles.includes(role)));

/** Whether this process runs only part of the app, so the other parts run in other processes. */
export const runsPartOfTheApp = (roles: readonly AppRole[]): boolean => roles.length < appRoles.length;

/**
 * Processes of one deployment meet only through shared servers: the embedded PGlite can be opened
 * by one process, and in-process jobs run only where they were enqueued. Returns why `roles`
 * cannot run with these settings, or undefined when they can.
 */
export function splitRolesProblem(roles: readonly AppRole[], settings: { databaseUrl: string | undefined; redisUrl: string | undefined }): string | undefined {
  if (!runsPartOfTheApp(roles)) return undefined;
  const missing = [!settings.databaseUrl && 'DATABASE_URL', !settings.redisUrl && 'REDIS_URL'].filter((name): name is string => Boolean(name));
  if (missing.length === 0) return undefined;
  return (
    `APP_ROLES=${roles.join(',')} runs only part of the app; the other parts run in other processes, which must share ` +
    `PostgreSQL and Redis with it: set ${missing.join(' and ')} (or leave APP_ROLES unset to run everything in this process)`
  );
}
