/** What the journal's query knows of the people of one event. */
export type PersonRow = {
  user_id: string | null;
  email: string | null;
  client_erased: boolean;
  actor: string;
  actor_is_user: boolean;
  actor_email: string | null;
  actor_erased: boolean;
  /** The address a guest gave for this purchase; null once erased or for no guest purchase. */
  guest_email: string | null;
};

export const erasedClient = 'удалённый клиент';
const guest = (email: string | null) => (email ? `гость (${email})` : 'гость');

/** Who did it, as a person: the coach, the client's address, a guest, or the system (jobs, payment provider). */
export function actorDisplay(row: PersonRow, adminEmails: readonly string[]): string {
  if (row.actor_is_user) {
    if (row.actor_erased || row.actor_email === null) return erasedClient;
    return adminEmails.includes(row.actor_email) ? 'коуч' : row.actor_email;
  }
  // Signing up is done before signing in: the «guest» then is the client the event names.
  if (row.actor === 'guest') return row.user_id !== null ? (clientDisplay(row) ?? erasedClient) : guest(row.guest_email);
  return 'система';
}

/** The client the event concerns: her address, an erased client, or the guest of a guest purchase. */
export function clientDisplay(row: PersonRow): string | null {
  if (row.user_id !== null) return row.client_erased || row.email === null ? erasedClient : row.email;
  return row.guest_email ? guest(row.guest_email) : null;
}
