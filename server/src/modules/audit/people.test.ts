import { describe, expect, it } from 'vitest';
import { actorDisplay, clientDisplay, type PersonRow } from './people';

const row = (fields: Partial<PersonRow>): PersonRow => ({
  user_id: null,
  email: null,
  client_erased: false,
  actor: 'system',
  actor_is_user: false,
  actor_email: null,
  actor_erased: false,
  guest_email: null,
  ...fields,
});
const coach = ['coach@example.ru'];

describe('the people of a journal entry', () => {
  it('should show the coach, a client by address, an erased client, a guest and the system', () => {
    expect(actorDisplay(row({ actor: 'u1', actor_is_user: true, actor_email: 'coach@example.ru' }), coach)).toBe('коуч');
    expect(actorDisplay(row({ actor: 'u2', actor_is_user: true, actor_email: 'anna@example.ru' }), coach)).toBe('anna@example.ru');
    expect(actorDisplay(row({ actor: 'u2', actor_is_user: true, actor_erased: true }), coach)).toBe('удалённый клиент');
    expect(actorDisplay(row({ actor: 'guest', guest_email: 'olga@example.ru' }), coach)).toBe('гость (olga@example.ru)');
    expect(actorDisplay(row({ actor: 'guest' }), coach)).toBe('гость');
    expect(actorDisplay(row({ actor: 'yookassa' }), coach)).toBe('система');
  });

  it('should show a registration by the not yet signed-in client as that client', () => {
    expect(actorDisplay(row({ actor: 'guest', user_id: 'u2', email: 'anna@example.ru' }), coach)).toBe('anna@example.ru');
  });

  it('should show the client an event concerns, erased or a guest', () => {
    expect(clientDisplay(row({ user_id: 'u2', email: 'anna@example.ru' }))).toBe('anna@example.ru');
    expect(clientDisplay(row({ user_id: 'u2', client_erased: true }))).toBe('удалённый клиент');
    expect(clientDisplay(row({ guest_email: 'olga@example.ru' }))).toBe('гость (olga@example.ru)');
    expect(clientDisplay(row({}))).toBeNull();
  });
});
