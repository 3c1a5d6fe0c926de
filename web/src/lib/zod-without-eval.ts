import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, and first probes for that with one.
 * The page's Content-Security-Policy allows no eval, so the probe was reported as a violation
 * (`securitypolicyviolation`, on the back office's forms that parse with zod) although zod caught
 * it. Without the JIT it parses the same, by walking the schema, and never probes.
 */
z.config({ jitless: true });
