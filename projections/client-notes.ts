import { defineProjection } from './define-projection';

/** The coach's private notes about her clients, as they read now; an erased account's notes are gone. */
export const clientNotesProjection = defineProjection({
  name: 'client-notes',
  version: 1,
  schema: `
    CREATE TABLE IF NOT EXISTS client_notes (
      id text PRIMARY KEY,
      client_id text NOT NULL,
      stream_id text NOT NULL,
      text text NOT NULL,
      written_at timestamptz NOT NULL,
      edited_at timestamptz
    );
    CREATE INDEX IF NOT EXISTS client_notes_client ON client_notes (client_id, written_at);
  `,
  handlers: {
    async ClientNoteWritten(tx, event) {
      const written = event.data;
      // An erased note reads as null; it is not shown at all.
      if (written.text === null) return;
      await tx.query(
        `INSERT INTO client_notes (id, client_id, stream_id, text, written_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [written.noteId, written.clientId, event.streamId, written.text, written.writtenAt],
      );
    },
    async ClientNoteEdited(tx, event) {
      const edited = event.data;
      if (edited.text === null) return;
      await tx.query(`UPDATE client_notes SET text = $2, edited_at = $3 WHERE id = $1`, [edited.noteId, edited.text, edited.editedAt]);
    },
    async ClientNoteDeleted(tx, event) {
      await tx.query(`DELETE FROM client_notes WHERE id = $1`, [event.data.noteId]);
    },
    async AccountDeleted(tx, event) {
      await tx.query(`DELETE FROM client_notes WHERE stream_id = ANY($1::text[])`, [event.data.erasedStreams]);
    },
  },
});
