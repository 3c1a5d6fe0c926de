import type { ConsultationType, WorkspaceFile, WorkspaceFiles, WorkspaceThread } from '../web/src/api/generated/model';

const client = 'c1a2b3c4-0000-4000-8000-000000000001';

const file = (id: string, name: string | null, size: number, from: WorkspaceFile['from'], addedAt: string, extra: Partial<WorkspaceFile> = {}): WorkspaceFile => ({
  id,
  user: client,
  name,
  kind: 'pdf',
  size,
  from,
  added_at: addedAt,
  package: null,
  ...extra,
});

export const diaryFile = file('6f1c1f4e-8a55-4f7a-9a57-1f0a4c1d2b01', 'дневник-эмоций-ноябрь.pdf', 2_516_582, 'client', '2026-12-01T07:04:00.000Z');
export const wheelFile = file('6f1c1f4e-8a55-4f7a-9a57-1f0a4c1d2b02', 'колесо-баланса.png', 412_000, 'coach', '2026-12-01T09:29:00.000Z', { kind: 'png' });
export const workbookFile = file('6f1c1f4e-8a55-4f7a-9a57-1f0a4c1d2b03', 'рабочая-тетрадь-пакета.docx', 1_048_576, 'coach', '2026-11-20T08:00:00.000Z', { kind: 'docx', package: 2 });

/** Both sides, with files, her newest message not read by the coach yet. */
export const workspaceThread: WorkspaceThread = {
  user: client,
  messages: [
    { number: 1, author: 'client', text: 'Здравствуйте! Прикладываю дневник эмоций за ноябрь, как договаривались.', posted_at: '2026-12-01T07:05:00.000Z', attachments: [diaryFile] },
    {
      number: 2,
      author: 'coach',
      text: 'Спасибо! Посмотрю до сессии.\nА пока заполните, пожалуйста, колесо баланса — шаблон во вложении.',
      posted_at: '2026-12-01T09:30:00.000Z',
      attachments: [wheelFile],
    },
    { number: 3, author: 'client', text: 'Хорошо, заполню к четвергу.', posted_at: '2026-12-02T06:00:00.000Z', attachments: [] },
  ],
  client_read_up_to: 3,
  coach_read_up_to: 1,
  unread: 0,
};

/** A thread whose first message's text and file name were erased with her data. */
export const erasedThread: WorkspaceThread = {
  ...workspaceThread,
  messages: [{ number: 1, author: 'client', text: null, posted_at: '2026-11-01T07:05:00.000Z', attachments: [{ ...diaryFile, name: null }] }, ...workspaceThread.messages.slice(1)],
};

export const emptyThread: WorkspaceThread = { user: client, messages: [], client_read_up_to: 0, coach_read_up_to: 0, unread: 0 };

export const workspaceFiles: WorkspaceFiles = { files: [wheelFile, diaryFile, workbookFile], used_bytes: diaryFile.size, quota_bytes: 500 * 1024 * 1024 };

export const noWorkspaceFiles: WorkspaceFiles = { files: [], used_bytes: 0, quota_bytes: 500 * 1024 * 1024 };

const type = (id: number, name: string, sessions: number, onSale = true): ConsultationType => ({
  id,
  name,
  sessions,
  on_sale: onSale,
  icon: '',
  description: '',
  additional: '',
  amount: sessions * 3000,
});

/** A single session and two packages, one of them no longer sold. */
export const consultationTypes: ConsultationType[] = [type(1, 'Коуч-сессия', 1), type(2, 'Пакет из 5 сессий', 5), type(3, 'Пакет из 10 сессий', 10, false)];
