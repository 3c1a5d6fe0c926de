import { operations } from '../generated/operations';

/**
 * Routes whose path carries a secret (a calendar feed's token, a download link's token, a sandbox
 * checkout's confirmation token): anyone holding the path holds the feed or the file, so a log line
 * names the route (`/api/calendar-feed/:token/`) instead. Read from the contract's routes.
 */
const secretRoutes = Object.values(operations)
  .map((operation) => operation.routerPath)
  .filter((route) => /:\w*token\b/.test(route))
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))).join('/')}$`),
  }));

/** The request's path as a log line may show it. */
export function loggablePath(path: string): string {
  return secretRoutes.find(({ pattern }) => pattern.test(path))?.route ?? path;
}
