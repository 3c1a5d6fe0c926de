/**
 * What bench/api.ts and the servers it forks (bench/api-server.ts) say to each other. A module of
 * its own, with nothing to run: importing api-server.ts would start a server in the importing
 * process too.
 */

export type BenchServerMode = 'bare' | 'pglite' | 'postgres';
/** `articlePath`: a published article of the product (none for the bare server). */
export type BenchServerReady = { port: number; cookie: string; articlePath: string };

/** A page's answers as the product sent them, for the bare server to send the same bytes (base64). */
export type PageForms = { type: string; br: string; gzip: string; identity: string };

/** Sessions booked in the week the benchmark asks for. */
export const seededWeek = { start: '2027-03-01 00:00', end: '2027-03-08 00:00' };

/**
 * What `npm run bench:mixed` drives (`prepare: 'mixed-load'`): the coach's schedule (every day,
 * `slotTimesMoscow`, `bookingWindowDays` ahead), the paid products on sale, and `clients` client accounts signed
 * in, each as the `Cookie` header her browser sends.
 */
export type MixedLoadFixture = { clientCookies: string[]; paidProductIds: number[]; bookingWindowDays: number };
export const slotTimesMoscow = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];

/**
 * What the parent asks between figures: profile the next one, write what was profiled, the CPU
 * time this process has used so far (user + system, µs), so a figure can say what an answer cost,
 * its resident memory now, (the bare server) to serve a page's bytes at a path from memory, or (the
 * product) to prepare what `bench/mixed-load.ts` drives.
 */
export type BenchServerRequest =
  | { profile: 'start' }
  | { profile: 'stop'; file: string }
  | { cpu: 'used' }
  | { memory: 'rss' }
  | { serve: string; forms: PageForms }
  | { prepare: 'mixed-load'; clients: number };
export type BenchServerAnswer = { error?: string; cpuMicros?: number; rssBytes?: number; mixedLoad?: MixedLoadFixture };
