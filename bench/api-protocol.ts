/**
 * What bench/api.ts and the servers it forks (bench/api-server.ts) say to each other. A module of
 * its own, with nothing to run: importing api-server.ts would start a server in the importing
 * process too.
 */

export type BenchServerMode = 'bare' | 'pglite' | 'postgres';
export type BenchServerReady = { port: number; cookie: string };

/** Sessions booked in the week the benchmark asks for. */
export const seededWeek = { start: '2027-03-01 00:00', end: '2027-03-08 00:00' };

/**
 * What the parent asks between figures: profile the next one, write what was profiled, or the CPU
 * time this process has used so far (user + system, µs), so a figure can say what an answer cost.
 */
export type BenchServerRequest = { profile: 'start' } | { profile: 'stop'; file: string } | { cpu: 'used' };
export type BenchServerAnswer = { error?: string; cpuMicros?: number };
