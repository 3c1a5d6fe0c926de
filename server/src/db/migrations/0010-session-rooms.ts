/**
 * A video room per session (`modules/rooms`): the provider the coach chose in «Расписание» (one
 * row), and each session's room at a provider: a Jitsi room's random name, or a Telemost
 * conference's id and join link. Plain rows, not events: a room is the provider's, made once.
 * Released: never edit this file.
 */
export const sessionRooms = `
  CREATE TABLE IF NOT EXISTS room_settings (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    provider text NOT NULL CHECK (provider IN ('static', 'jitsi', 'telemost'))
  );
  CREATE TABLE IF NOT EXISTS session_rooms (
    consultation_id integer NOT NULL,
    provider text NOT NULL CHECK (provider IN ('jitsi', 'telemost')),
    room text NOT NULL,
    join_url text,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (consultation_id, provider)
  );
`;
