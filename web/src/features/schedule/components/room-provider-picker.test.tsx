// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomProvider } from '../../../api/generated/model';
import { RoomProviderPicker } from './room-provider-picker';

afterEach(cleanup);

describe('the room provider picker', () => {
  it('should choose a configured provider at once and explain, not offer, one the server lacks', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn<(provider: RoomProvider) => void>();
    render(<RoomProviderPicker provider="static" configured={['static', 'jitsi']} onChoose={onChoose} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Одна ссылка для всех сессий' }).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Свой Jitsi Meet' }));
    expect(onChoose).toHaveBeenCalledWith('jitsi');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Яндекс Телемост' }).disabled).toBe(true);
    expect(screen.getByText(/отдельная встреча в Телемосте.*Не настроен на сервере/)).toBeTruthy();
  });
});
