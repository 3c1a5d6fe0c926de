import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import type { ReactNode } from 'react';

type LoadStateProps<T> = {
  data: T | undefined;
  failed?: boolean;
  onRetry?: () => void;
  /** «Не удалось загрузить …», ending with what it is. */
  what: string;
  children: (data: T) => ReactNode;
};

/** A loaded value, or its loading spinner, or a failure with «Повторить». */
export function LoadState<T>({ data, failed, onRetry, what, children }: LoadStateProps<T>) {
  if (failed) {
    return (
      <Alert color="danger" endDecorator={onRetry && <Button size="sm" variant="outlined" color="danger" onClick={onRetry}>Повторить</Button>}>
        Не удалось загрузить {what}.
      </Alert>
    );
  }
  if (data === undefined) return <CircularProgress aria-label={`Загрузка: ${what}`} />;
  return <>{children(data)}</>;
}
