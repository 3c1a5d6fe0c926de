// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackupArchive, BackupStatus } from '../../../api/generated/model';
import { AlertHost } from '../../../components/alert/alert-host';
import { clearAlert } from '../../../components/alert/alert-store';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { BackupPanel } from './backup-panel';

const server = startApiServerForFile();
afterEach(cleanup);

const nightly: BackupStatus = { last_success_at: '2026-11-27T00:00:00.000Z', file: '/data/backups/coach-backup-2026-11-27T00-00-00Z.tar', bytes: 3_145_728, nightly: true, keep: 7 };
const made: BackupArchive = {
  file: 'coach-backup-2026-11-27T18-30-00Z.tar',
  bytes: 3_250_000,
  created_at: '2026-11-27T18:30:00.000Z',
  download_url: '/api/admin/backups/coach-backup-2026-11-27T18-30-00Z.tar/',
};

function renderPanel() {
  clearAlert();
  renderWithApp(
    <>
      <AlertHost />
      <BackupPanel />
    </>,
  );
}

describe('the back office\'s backups', () => {
  it('should make a copy on demand, say it is ready and offer it for download', async () => {
    let status = nightly;
    server.use(
      csrfCookieHandler,
      http.get('*/api/admin/backups/', () => HttpResponse.json(status)),
      http.post('*/api/admin/backups/', () => {
        status = { ...nightly, last_success_at: made.created_at, file: `/data/backups/${made.file}`, bytes: made.bytes };
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    renderPanel();
    // The date's wording is the shared formatter's; the Moscow time tells the copies apart.
    expect(await screen.findByText(/^Последняя резервная копия: .*03:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сделать копию' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Резервная копия готова');
    const download = await screen.findByRole('link', { name: /^Скачать копию/ });
    expect(download.getAttribute('href')).toBe(made.download_url);
    expect(download.getAttribute('download')).toBe(made.file);
    expect(await screen.findByText(/^Последняя резервная копия: .*21:30/)).toBeTruthy();
  });

  it('should say why no copy was made', async () => {
    server.use(
      csrfCookieHandler,
      http.get('*/api/admin/backups/', () => HttpResponse.json(nightly)),
      http.post('*/api/admin/backups/', () => HttpResponse.json({ detail: 'Резервная копия уже создаётся: дождитесь её и скачайте.' }, { status: 409 })),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Сделать копию' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Резервная копия уже создаётся');
    expect(screen.queryByRole('link', { name: /^Скачать копию/ })).toBeNull();
  });
});
