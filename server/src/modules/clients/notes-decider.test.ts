import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { ClientNoteEvent } from './events';
import { notesDecider } from './notes-decider';

const spec = deciderSpec(notesDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const noteId = '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11';
const written: ClientNoteEvent = { type: 'ClientNoteWritten', data: { clientId: 'u1', noteId, text: 'Любит утро', writtenAt: at } };
const deleted: ClientNoteEvent = { type: 'ClientNoteDeleted', data: { clientId: 'u1', noteId, deletedAt: at } };

describe('private notes decider', () => {
  it('should write a note once however often the request is repeated', () => {
    spec.given([]).when({ type: 'WriteNote', data: { clientId: 'u1', noteId, text: 'Любит утро' }, metadata: { now } }).then([written]);
    spec.given([written]).when({ type: 'WriteNote', data: { clientId: 'u1', noteId, text: 'Любит утро' }, metadata: { now } }).then([]);
  });

  it('should edit and delete an existing note', () => {
    spec.given([written])
      .when({ type: 'EditNote', data: { clientId: 'u1', noteId, text: 'Любит вечер' }, metadata: { now } })
      .then([{ type: 'ClientNoteEdited', data: { clientId: 'u1', noteId, text: 'Любит вечер', editedAt: at } }]);
    spec.given([written]).when({ type: 'DeleteNote', data: { clientId: 'u1', noteId }, metadata: { now } }).then([deleted]);
  });

  it('should not edit or delete a note that is gone', () => {
    spec.given([written, deleted]).when({ type: 'EditNote', data: { clientId: 'u1', noteId, text: 'x' }, metadata: { now } }).thenThrows(/не найдена/);
    spec.given([]).when({ type: 'DeleteNote', data: { clientId: 'u1', noteId }, metadata: { now } }).thenThrows(/не найдена/);
  });
});
