import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { AddIcon } from '../icons/icons';

export type ContentScreenProps<T> = {
  title: string;
  createLabel: string;
  onCreate: () => void;
  /** Undefined until the list has loaded: the loading indicator shows until then (spec 2.9). */
  items: readonly T[] | undefined;
  loadingLabel: string;
  emptyText: string;
  getKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Dialogs of the screen. */
  children?: ReactNode;
};

/** The article and newsletter management screens: heading, «create» button, the cards. */
export function ContentScreen<T>({ title, createLabel, onCreate, items, loadingLabel, emptyText, getKey, renderItem, children }: ContentScreenProps<T>) {
  return (
    <Stack component="section" gap={3} sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Stack direction="row" gap={2} alignItems="center" justifyContent="space-between" flexWrap="wrap">
        <Typography level="h2" component="h1">
          {title}
        </Typography>
        <Button startDecorator={<AddIcon />} onClick={onCreate}>
          {createLabel}
        </Button>
      </Stack>
      {items === undefined ? (
        <Stack alignItems="center" sx={{ py: 6 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Stack>
      ) : items.length === 0 ? (
        <Typography level="body-lg" textColor="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Stack component="ul" aria-label={title} gap={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
