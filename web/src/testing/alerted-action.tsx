import { fireEvent, screen } from '@testing-library/react';
import { AlertHost } from '../components/alert/alert-host';
import { clearAlert } from '../components/alert/alert-store';
import { renderWithApp } from './render';

/**
 * Renders the app's alert with a button «Выполнить» that runs `useAction()`'s result, clicks it and
 * returns the alert once one shows (its status and text): how a save's confirmation or refusal reads.
 */
export async function alertAfter(useAction: () => () => void): Promise<{ status: number; text: string }> {
  clearAlert();
  function Trigger() {
    const act = useAction();
    return (
      <button type="button" onClick={act}>
        Выполнить
      </button>
    );
  }
  renderWithApp(
    <>
      <AlertHost />
      <Trigger />
    </>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Выполнить' }));
  const alert = await screen.findByRole('alert');
  return { status: Number(alert.dataset.status), text: alert.textContent ?? '' };
}
