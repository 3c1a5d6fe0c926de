// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceFile, WorkspaceMessageInput, WorkspaceReadInput, WorkspaceThread } from '../../../api/generated/model';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { WorkspaceConversation } from './workspace-conversation';

const server = startApiServerForFile();
afterEach(cleanup);

const quiet: WorkspaceThread = { user: 'u-anna', messages: [], client_read_up_to: 0, coach_read_up_to: 0, unread: 0 };

const storedFile = (name: string, id: string): WorkspaceFile => ({ id, user: 'u-anna', name, kind: 'pdf', size: 1024, from: 'client', added_at: '2026-12-02T07:00:00.000Z', package: null });

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

/** Chooses files in the composer's hidden picker, as the browser's dialog would. */
function choose(files: File[]) {
  const picker = screen.getByLabelText('Прикрепить файл', { selector: 'input' });
  Object.defineProperty(picker, 'files', { value: files, configurable: true });
  fireEvent.change(picker);
}

const messageField = () => screen.getByRole('textbox', { name: 'Сообщение коучу' });
const attached = () => screen.queryByRole('list', { name: 'Приложенные файлы' });

function renderConversation() {
  renderWithApp(<WorkspaceConversation client={undefined} reader="client" otherName="Анна Смирнова" />);
}

describe('the composer', () => {
  it('should upload only the files left attached, then send the message naming them, and clear itself', async () => {
    const uploadedNames: string[] = [];
    const posted: WorkspaceMessageInput[] = [];
    let thread = quiet;
    server.use(
      csrfCookieHandler,
      http.get('*/api/workspace/messages/', () => HttpResponse.json(thread)),
      http.get('*/api/workspace/files/', () => HttpResponse.json({ files: [], used_bytes: 0, quota_bytes: 500 * 1024 * 1024 })),
      http.post('*/api/workspace/files/', async ({ request }) => {
        const file = (await request.formData()).get('file');
        const name = file instanceof File ? file.name : '';
        uploadedNames.push(name);
        return HttpResponse.json({ files: [storedFile(name, '0b7c1a52-55a4-4f43-9d0f-6a9f1f1e2c3d')] }, { status: 201 });
      }),
      http.post('*/api/workspace/messages/', async ({ request }) => {
        const input = (await request.json()) as WorkspaceMessageInput;
        posted.push(input);
        thread = { ...quiet, messages: [{ number: 1, author: 'client', text: input.text, posted_at: '2026-12-02T07:01:00.000Z', attachments: [storedFile('план.pdf', '0b7c1a52-55a4-4f43-9d0f-6a9f1f1e2c3d')] }] };
        return HttpResponse.json(thread, { status: 201 });
      }),
    );
    renderConversation();
    await screen.findByText(/Сообщений пока нет/);

    // Latin names: happy-dom's multipart encoding garbles others on the way to MSW (a browser sends them as UTF-8).
    choose([pdf('plan.pdf'), pdf('draft.pdf')]);
    expect(within(attached()!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^plan\.pdf/), expect.stringMatching(/^draft\.pdf/)]);
    fireEvent.click(screen.getByRole('button', { name: 'Убрать файл draft.pdf' }));
    expect(within(attached()!).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.change(messageField(), { target: { value: '  Мой план на неделю  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Мой план на неделю')).toBeTruthy();
    expect(uploadedNames).toEqual(['plan.pdf']);
    expect(posted).toEqual([{ text: 'Мой план на неделю', attachments: ['0b7c1a52-55a4-4f43-9d0f-6a9f1f1e2c3d'] }]);
    await waitFor(() => expect((messageField() as HTMLTextAreaElement).value).toBe(''));
    expect(attached()).toBeNull();
  });

  it('should show the server\'s refusal (her quota), keep the text and the file, and not send the message', async () => {
    let messagesPosted = 0;
    server.use(
      csrfCookieHandler,
      http.get('*/api/workspace/messages/', () => HttpResponse.json(quiet)),
      http.post('*/api/workspace/files/', () => HttpResponse.json({ detail: 'Место для ваших файлов закончилось: свободно 1,2 МБ из 500 МБ.' }, { status: 413 })),
      http.post('*/api/workspace/messages/', () => {
        messagesPosted += 1;
        return HttpResponse.json(quiet, { status: 201 });
      }),
    );
    renderConversation();
    await screen.findByText(/Сообщений пока нет/);
    choose([pdf('отчёт.pdf')]);
    fireEvent.change(messageField(), { target: { value: 'Отчёт за месяц' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Место для ваших файлов закончилось: свободно 1,2 МБ из 500 МБ.');
    expect(messagesPosted).toBe(0);
    expect((messageField() as HTMLTextAreaElement).value).toBe('Отчёт за месяц');
    expect(within(attached()!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('should refuse a file of another kind or over 20 MB before sending, and say why', async () => {
    server.use(http.get('*/api/workspace/messages/', () => HttpResponse.json(quiet)));
    renderConversation();
    await screen.findByText(/Сообщений пока нет/);
    const large = pdf('запись.pdf');
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    choose([new File(['MZ'], 'setup.exe'), large]);

    expect(attached()).toBeNull();
    expect(screen.getByText(/«setup\.exe»: такой файл не отправить/)).toBeTruthy();
    expect(screen.getByText(/«запись\.pdf» больше 20\sМБ/)).toBeTruthy();
  });
});

describe('the thread shown', () => {
  it('should be marked read up to its newest message when it has unread messages', async () => {
    const marks: WorkspaceReadInput[] = [];
    const unread: WorkspaceThread = {
      ...quiet,
      messages: [
        { number: 1, author: 'client', text: 'Вопрос', posted_at: '2026-12-01T07:00:00.000Z', attachments: [] },
        { number: 2, author: 'coach', text: 'Ответ', posted_at: '2026-12-01T08:00:00.000Z', attachments: [] },
      ],
      client_read_up_to: 1,
      unread: 1,
    };
    server.use(
      csrfCookieHandler,
      http.get('*/api/workspace/messages/', () => HttpResponse.json(unread)),
      http.post('*/api/workspace/messages/read/', async ({ request }) => {
        marks.push((await request.json()) as WorkspaceReadInput);
        return HttpResponse.json({ ...unread, client_read_up_to: 2, unread: 0 });
      }),
    );
    renderConversation();
    await screen.findByText('Ответ');
    await waitFor(() => expect(marks).toEqual([{ up_to: 2 }]));
  });
});
