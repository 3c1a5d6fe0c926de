import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { readCodeFromOutbox } from './login-code-mail';

/** Requests a code for `email` and returns the request id and the mailed code. */
export async function requestCode(
  client: ApiClient,
  outboxDir: string,
  email: string,
  options: { registration?: boolean; notification?: boolean; seen?: Set<string> } = {},
): Promise<{ uuid: string; code: string }> {
  const response = await client.get<{ send: boolean; uuid: string }>('/api/send-code/', {
    email,
    registration: options.registration ?? false,
    agreement: options.registration ?? false,
    notification: options.notification ?? false,
    // Registering ticks every required box: the mail service's too, which is asked only with SMTP.
    mail_consent: options.registration ?? false,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.send).toBe(true);
  const code = await readCodeFromOutbox(outboxDir, email, options.seen);
  return { uuid: response.body.uuid, code };
}

/** Registers `email` end to end and leaves `client` signed in; `seen` as in `requestCode`. */
export async function registerAndSignIn(client: ApiClient, outboxDir: string, email: string, seen?: Set<string>): Promise<{ id: string }> {
  await client.get('/api/csrf');
  const { uuid, code } = await requestCode(client, outboxDir, email, { registration: true, seen });
  const response = await client.post<{ success: boolean; user: { id: string } }>('/api/token', { uuid, code });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.user;
}

/**
 * Deletes the signed-in client's account as she does in «Настройки»: asks for the deletion, reads
 * the mailed code and confirms it (the address's previous code must be over 30 s old).
 */
export async function deleteAccount(client: ApiClient, outboxDir: string, email: string, seen?: Set<string>): Promise<void> {
  const requested = await client.post<{ uuid: string }>('/api/setting/delete/', {});
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const code = await readCodeFromOutbox(outboxDir, email, seen);
  const deleted = await client.post('/api/setting/delete/confirm/', { uuid: requested.body.uuid, code });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
}
