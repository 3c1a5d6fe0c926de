// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkspaceThread } from '../../../api/generated/model';
import { renderWithApp } from '../../../testing/render';
import { MessageThread } from './message-thread';

afterEach(cleanup);

const thread: WorkspaceThread = {
  user: 'u-anna',
  messages: [
    { number: 1, author: 'client', text: 'Здравствуйте! Прикладываю дневник.', posted_at: '2026-12-01T07:05:00.000Z', attachments: [
      { id: '6f1c1f4e-8a55-4f7a-9a57-1f0a4c1d2b01', user: 'u-anna', name: 'дневник.pdf', kind: 'pdf', size: 2_516_582, from: 'client', added_at: '2026-12-01T07:04:00.000Z', package: null },
    ] },
    { number: 2, author: 'coach', text: 'Спасибо, посмотрю до сессии.', posted_at: '2026-12-01T09:30:00.000Z', attachments: [] },
    { number: 3, author: 'client', text: 'И ещё вопрос про домашнее задание.', posted_at: '2026-12-02T06:00:00.000Z', attachments: [] },
  ],
  // She has read everything; the coach, only the first message.
  client_read_up_to: 3,
  coach_read_up_to: 1,
  unread: 0,
};

const messageItems = () => within(screen.getByRole('region', { name: 'Переписка' })).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');

describe('the message thread', () => {
  it('should name the reader «Вы» and the coach by her name, oldest first, with times on the client\'s clock', () => {
    renderWithApp(<MessageThread thread={thread} reader="client" otherName="Анна Смирнова" zone="Asia/Novosibirsk" />);
    const items = messageItems();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Вы01\.12\.2026 14:05Здравствуйте!/),
      expect.stringMatching(/^Анна Смирнова01\.12\.2026 16:30Спасибо/),
      expect.stringMatching(/^Вы02\.12\.2026 13:00И ещё вопрос/),
    ]);
  });

  it('should mark «Прочитано» only the reader\'s messages the other side has read', () => {
    renderWithApp(<MessageThread thread={thread} reader="client" otherName="Анна Смирнова" />);
    const [first, second, third] = messageItems();
    expect(first?.textContent).toContain('Прочитано');
    // The coach's own message is not the client's to mark; the newest is not read yet.
    expect(second?.textContent).not.toContain('Прочитано');
    expect(third?.textContent).not.toContain('Прочитано');
  });

  it('should show the coach her own messages as «Вы», read by the client, and the client by name, in Moscow time', () => {
    renderWithApp(<MessageThread thread={thread} reader="coach" otherName="Мария Иванова" />);
    const [first, second] = messageItems();
    expect(first?.textContent).toMatch(/^Мария Иванова01\.12\.2026 10:05/);
    expect(first?.textContent).not.toContain('Прочитано');
    expect(second?.textContent).toMatch(/^Вы01\.12\.2026 12:30/);
    expect(second?.textContent).toContain('Прочитано');
  });

  it('should offer an attachment as a download link with its name and size', () => {
    renderWithApp(<MessageThread thread={thread} reader="coach" otherName="Мария Иванова" />);
    const link = screen.getByRole('link', { name: /^дневник\.pdf, 2,4\sМБ$/ });
    expect(link.getAttribute('href')).toBe('/api/workspace/files/6f1c1f4e-8a55-4f7a-9a57-1f0a4c1d2b01/');
    expect(link.getAttribute('download')).toBe('дневник.pdf');
  });
});
