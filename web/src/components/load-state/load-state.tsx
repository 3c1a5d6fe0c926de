import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import type { ReactNode } from 'react';

export type LoadStateProps<Data> = {
  /** Undefined while it loads. */
  data: Data | undefined;
  failed: boolean;
  /** What loads, in the accusative: «сведения о практике», «услуги». */
  what: string;
  onRetry: () => void;
  children: (data: Data) => ReactNode;
};

/** A back-office section's data: a spinner while it loads, a retry when it failed, the section once it is there. */
export function LoadState<Data>({ data, failed, what, onRetry, children }: LoadStateProps<Data>) {
  if (failed) {
    return (
      <Alert color="danger" endDecorator={<Button size="sm" variant="outlined" color="danger" onClick={onRetry}>Повторить</Button>}>
        Не удалось загрузить {what}.
      </Alert>
    );
  }
  if (data === undefined) return <CircularProgress aria-label={`Загрузка: ${what}`} />;
  return <>{children(data)}</>;
}
