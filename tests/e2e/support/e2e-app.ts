import path from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app';

const webRoot = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * The whole product on the embedded defaults, serving the built web app (run `npm run build:web`
 * first). Scenarios sign the same address in more than once within seconds, so the per-address
 * resend interval is shortened; the limits themselves are covered by the integration suite.
 */
export function startE2eApp(options: { adminEmails?: string[]; now?: () => Date; jobsFollowNow?: boolean; environment?: Record<string, string> } = {}): Promise<TestApp> {
  return startTestApp({
    backend: 'embedded',
    webRoot,
    adminEmails: options.adminEmails,
    now: options.now,
    jobsFollowNow: options.jobsFollowNow,
    environment: options.environment,
    sendCodeLimits: { perEmailIntervalSeconds: 0, perEmailPerHour: 20, perClientPerHour: 200, wrongCodesPerClientPerHour: 200 },
  });
}
