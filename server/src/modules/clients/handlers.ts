import { randomUUID } from 'node:crypto';
import { type HandledCommand } from '../../eventstore/decider';
import { handleCommand } from '../../eventstore/command-handler';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { conflict, notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { creditsDecider } from '../consultations/credits-decider';
import { creditsStreamId } from '../consultations/events';
import type { Users } from '../users/users';
import { buildClientCard, findClientNote } from './client-card';
import { createClientDirectory } from './client-directory';
import { clientNotesStreamId } from './client-ids';
import { notesDecider, type NoteCommand } from './notes-decider';

const clientMissing = () => notFound('Клиент не найден.');

/** The back office's «Клиенты»: the list, a client's card, the coach's private notes and her changes of a balance. */
export function clientsHandlers(infra: Pick<Infra, 'db' | 'store' | 'adminEmails'>, users: Pick<Users, 'addressesOf'>) {
  // The coach's own addresses: she is not one of her clients.
  const directory = createClientDirectory(infra.db, infra.adminEmails);

  async function findClient(id: string) {
    const client = await directory.find(id);
    if (!client) throw clientMissing();
    return client;
  }

  /** Decides a note command on the client's notes stream. */
  async function onNotes(clientId: string, command: HandledCommand<NoteCommand>): Promise<void> {
    await handleCommand(infra.store, clientNotesStreamId(clientId), notesDecider, command);
  }

  async function noteOf(id: string) {
    const note = await findClientNote(infra.db, id);
    if (!note) throw notFound('Заметка не найдена.');
    return note;
  }

  return {
    async listClients({ query, user }) {
      requireSuperuser(user);
      const page = { number: query.page, size: query.page_size };
      const { items, total } = await directory.search(query.q, page);
      return {
        items: items.map((client) => ({
          id: client.id,
          kind: client.kind,
          email: client.email,
          name: client.name,
          registered_at: client.registeredAt?.toISOString() ?? null,
          last_activity_at: client.lastActivityAt.toISOString(),
        })),
        total,
        page: page.number,
        page_size: page.size,
      };
    },

    async getClient({ params, user, ctx }) {
      requireSuperuser(user);
      const client = await findClient(params.id);
      const addresses = client.ref.kind === 'account' ? await users.addressesOf(client.ref.userId) : [client.ref.email];
      return buildClientCard(infra.db, { ...client, addresses: [client.summary.email, ...addresses] }, ctx.state.now);
    },

    async writeClientNote({ params, body, user, ctx }) {
      requireSuperuser(user);
      const { summary } = await findClient(params.id);
      const noteId = randomUUID();
      await onNotes(summary.id, {
        type: 'WriteNote',
        data: { clientId: summary.id, noteId, text: body.text },
        metadata: commandMetadata(ctx.state, user.id),
      });
      return noteOf(noteId);
    },

    async editClientNote({ params, body, user, ctx }) {
      requireSuperuser(user);
      const { summary } = await findClient(params.id);
      await onNotes(summary.id, {
        type: 'EditNote',
        data: { clientId: summary.id, noteId: params.note_id, text: body.text },
        metadata: commandMetadata(ctx.state, user.id),
      });
      return noteOf(params.note_id);
    },

    async deleteClientNote({ params, user, ctx }) {
      requireSuperuser(user);
      const { summary } = await findClient(params.id);
      await onNotes(summary.id, {
        type: 'DeleteNote',
        data: { clientId: summary.id, noteId: params.note_id },
        metadata: commandMetadata(ctx.state, user.id),
      });
      return { result: true, message: 'Заметка удалена.' };
    },

    async adjustClientCredits({ params, body, user, ctx }) {
      requireSuperuser(user);
      const { ref } = await findClient(params.id);
      if (ref.kind !== 'account') throw conflict('У гостя нет счёта сессий: начислить их можно клиенту с личным кабинетом.');
      const outcome = await handleCommand(infra.store, creditsStreamId(ref.userId), creditsDecider, {
        type: 'AdjustCredits',
        data: { userId: ref.userId, ...body },
        metadata: commandMetadata(ctx.state, user.id),
      });
      return { balance: outcome.state.balance };
    },
  } satisfies Partial<HandlerMap>;
}
