// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessengerChannelState } from '../../api/generated/model';
import { renderWithApp } from '../../testing/render';
import { MessengerChannelCard } from './messenger-channel-card';

afterEach(cleanup);

const unlinked: MessengerChannelState = { channel: 'telegram', configured: true, linked: false, linked_at: null, link: null };
const consentText = 'Даю согласие на передачу Telegram времени и названия моих сессий — и только их.';

describe('one messenger in «Мессенджеры»', () => {
  it('should ask for the link only once her consent is ticked', () => {
    const onLink = vi.fn();
    renderWithApp(<MessengerChannelCard state={unlinked} consentText={consentText} busy={false} onLink={onLink} onUnlink={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Получить ссылку для привязки' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: consentText }));
    fireEvent.click(button);
    expect(onLink).toHaveBeenCalledOnce();
  });

  it('should show the one-time link with its QR code, and «Отвязать» once linked', async () => {
    const url = 'https://t.me/practice_bot?start=AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    renderWithApp(<MessengerChannelCard state={{ ...unlinked, link: { url, expires_at: '2026-12-02T10:00:00.000Z' } }} consentText={consentText} busy={false} onLink={vi.fn()} onUnlink={vi.fn()} />);
    expect(screen.getByRole('link', { name: url }).getAttribute('href')).toBe(url);
    expect((await screen.findByRole('img', { name: 'QR-код ссылки на бота Telegram' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    cleanup();
    const onUnlink = vi.fn();
    renderWithApp(<MessengerChannelCard state={{ ...unlinked, linked: true, linked_at: '2026-12-01T10:00:00.000Z' }} busy={false} onLink={vi.fn()} onUnlink={onUnlink} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отвязать' }));
    expect(onUnlink).toHaveBeenCalledOnce();
  });

  it('should say a messenger without a bot is not configured', () => {
    renderWithApp(<MessengerChannelCard state={{ ...unlinked, channel: 'max', configured: false }} busy={false} onLink={vi.fn()} onUnlink={vi.fn()} />);
    expect(screen.getByText(/Не настроен/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
