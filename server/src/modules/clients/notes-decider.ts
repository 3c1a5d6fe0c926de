import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { clientNoteEventSchemas, type ClientNoteEvent } from './events';

export type WriteNote = Command<'WriteNote', { clientId: string; noteId: string; text: string }>;
export type EditNote = Command<'EditNote', { clientId: string; noteId: string; text: string }>;
export type DeleteNote = Command<'DeleteNote', { clientId: string; noteId: string }>;
export type NoteCommand = WriteNote | EditNote | DeleteNote;

/** The notes of one client that exist now (deleted ones leave the set). */
export type NotesState = { notes: ReadonlySet<string> };

const missing = () => new DomainError('not_found', 'Заметка не найдена: возможно, её уже удалили.');

export const notesDecider: Decider<NoteCommand, ClientNoteEvent, NotesState> = {
  eventTypes: eventTypesOf(clientNoteEventSchemas),
  initialState: () => ({ notes: new Set() }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    const { clientId, noteId } = command.data;
    switch (command.type) {
      case 'WriteNote':
        // The same note id again is the same request repeated.
        if (state.notes.has(noteId)) return [];
        return [{ type: 'ClientNoteWritten', data: { clientId, noteId, text: command.data.text, writtenAt: at } }];
      case 'EditNote':
        if (!state.notes.has(noteId)) throw missing();
        return [{ type: 'ClientNoteEdited', data: { clientId, noteId, text: command.data.text, editedAt: at } }];
      case 'DeleteNote':
        if (!state.notes.has(noteId)) throw missing();
        return [{ type: 'ClientNoteDeleted', data: { clientId, noteId, deletedAt: at } }];
      default:
        throw unknownCase('command', command);
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ClientNoteWritten':
        return { notes: new Set([...state.notes, event.data.noteId]) };
      case 'ClientNoteEdited':
        return state;
      case 'ClientNoteDeleted':
        return { notes: new Set([...state.notes].filter((id) => id !== event.data.noteId)) };
      default:
        throw unknownCase('event', event);
    }
  },
};
