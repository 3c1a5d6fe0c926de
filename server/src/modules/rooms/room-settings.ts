import { z } from 'zod';

/** Where a session's room comes from: the coach's one link, her own Jitsi Meet, or Yandex Telemost. */
export const roomProviderKinds = ['static', 'jitsi', 'telemost'] as const;
export type RoomProviderKind = (typeof roomProviderKinds)[number];

/** Yandex's Telemost API, unless `TELEMOST_API_URL` points elsewhere (a test's stand-in). */
export const telemostDefaultApiUrl = 'https://cloud-api.yandex.net/v1/telemost-api';

export type JitsiSettings = { url: string; appId: string; appSecret: string };
export type TelemostSettings = { oauthToken: string; apiUrl: string };

/** What the environment configures; a provider without its settings cannot be chosen. */
export type RoomSettings = { jitsi: JitsiSettings | undefined; telemost: TelemostSettings | undefined };

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const roomEnvironmentSchema = z.object({
  JITSI_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JITSI_APP_ID: optionalText,
  JITSI_APP_SECRET: optionalText,
  TELEMOST_OAUTH_TOKEN: optionalText,
  TELEMOST_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export type RoomEnvironment = z.input<typeof roomEnvironmentSchema>;

const jitsiKeys = ['JITSI_URL', 'JITSI_APP_ID', 'JITSI_APP_SECRET'] as const;

/**
 * The providers the environment configures; throws a readable error for a half-configured Jitsi
 * (some of its three settings without the others), which would otherwise fail only when a client joins.
 */
export function roomSettingsFromEnvironment(env: RoomEnvironment): RoomSettings {
  const parsed = roomEnvironmentSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Room settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const values = parsed.data;
  const missing = jitsiKeys.filter((key) => !values[key]);
  if (missing.length > 0 && missing.length < jitsiKeys.length) throw new Error(`Room settings: set all of ${jitsiKeys.join(', ')} (${missing.join(', ')} missing)`);
  return {
    jitsi: values.JITSI_URL && values.JITSI_APP_ID && values.JITSI_APP_SECRET
      ? { url: values.JITSI_URL.replace(/\/+$/, ''), appId: values.JITSI_APP_ID, appSecret: values.JITSI_APP_SECRET }
      : undefined,
    telemost: values.TELEMOST_OAUTH_TOKEN
      ? { oauthToken: values.TELEMOST_OAUTH_TOKEN, apiUrl: (values.TELEMOST_API_URL ?? telemostDefaultApiUrl).replace(/\/+$/, '') }
      : undefined,
  };
}

/** The providers that can be chosen with these settings (the static link always can). */
export const configuredProviders = (settings: RoomSettings): RoomProviderKind[] =>
  roomProviderKinds.filter((kind) => kind === 'static' || settings[kind] !== undefined);

/** Why a provider cannot be chosen, in Russian for the coach; undefined when it can. */
export function providerProblem(kind: RoomProviderKind, settings: RoomSettings): string | undefined {
  if (configuredProviders(settings).includes(kind)) return undefined;
  return kind === 'jitsi'
    ? 'Jitsi не настроен на сервере: нужны JITSI_URL, JITSI_APP_ID и JITSI_APP_SECRET (см. docs/rooms.md).'
    : 'Телемост не настроен на сервере: нужен TELEMOST_OAUTH_TOKEN (см. docs/rooms.md).';
}
