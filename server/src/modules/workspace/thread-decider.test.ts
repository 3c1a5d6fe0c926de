import { describe, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { WorkspaceThreadEvent } from './events';
import { threadDecider, writeLimits, type AddFile, type PostMessage } from './thread-decider';

const spec = deciderSpec(threadDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const fileId = '7d7f2a52-7c1b-4a53-9a55-2f0f0c3c9a11';
const megabyte = 1024 * 1024;

const post = (author: 'client' | 'coach', attachments: string[] = []): PostMessage => ({ type: 'PostMessage', data: { userId: 'u1', author, text: 'Привет', attachments }, metadata: { now } });
const addFile = (bytes: number, from: 'client' | 'coach' = 'client', quotaBytes = 500 * megabyte): AddFile => ({
  type: 'AddFile',
  data: { userId: 'u1', fileId, from, name: 'дневник.pdf', kind: 'pdf', bytes, packageTypeId: null, quotaBytes },
  metadata: { now },
});
const posted = (number: number, author: 'client' | 'coach', at = now): WorkspaceThreadEvent => ({
  type: 'WorkspaceMessagePosted',
  data: { userId: 'u1', number, author, text: 'Привет', attachments: [], postedAt: at.toISOString() },
});
const added = (bytes: number, from: 'client' | 'coach' = 'client', id = fileId): WorkspaceThreadEvent => ({
  type: 'WorkspaceFileAdded',
  data: { userId: 'u1', fileId: id, from, name: 'дневник.pdf', kind: 'pdf', bytes, packageTypeId: null, addedAt: now.toISOString() },
});

describe('a client’s thread with the coach', () => {
  it('should number messages from 1 and attach only files of the thread', () => {
    spec.given([posted(1, 'client'), added(10)]).when(post('coach', [fileId])).then([
      { type: 'WorkspaceMessagePosted', data: { userId: 'u1', number: 2, author: 'coach', text: 'Привет', attachments: [fileId], postedAt: now.toISOString() } },
    ]);
    spec.given([]).when(post('client', [fileId])).thenThrows('Вложенный файл не найден');
  });

  it('should refuse a client’s upload past her quota with what is left, and not count the coach’s shares', () => {
    spec.given([added(400 * megabyte, 'client', 'a0000000-0000-4000-8000-000000000000')]).when(addFile(101 * megabyte)).thenThrows('свободно 100 МБ');
    spec.given([added(400 * megabyte, 'coach', 'a0000000-0000-4000-8000-000000000000')]).when(addFile(100 * megabyte)).then([added(100 * megabyte)]);
  });

  it('should refuse a side’s burst past the limit of a minute', () => {
    const burst = Array.from({ length: writeLimits.perMinute }, (_, index) => posted(index + 1, 'client', new Date(now.getTime() - 30_000)));
    spec.given(burst).when(post('client')).thenThrows('Слишком много сообщений');
    spec.given(burst).when(post('coach')).then([posted(writeLimits.perMinute + 1, 'coach')]);
  });

  it('should move a read mark only forward, and only up to the last message', () => {
    const read = (upTo: number) => ({ type: 'MarkRead' as const, data: { userId: 'u1', reader: 'coach' as const, upTo }, metadata: { now } });
    spec.given([posted(1, 'client'), posted(2, 'client')]).when(read(9)).then([
      { type: 'WorkspaceThreadRead', data: { userId: 'u1', reader: 'coach', upTo: 2, readAt: now.toISOString() } },
    ]);
    spec.given([posted(1, 'client'), posted(2, 'coach')]).when(read(2)).then([]);
  });
});
