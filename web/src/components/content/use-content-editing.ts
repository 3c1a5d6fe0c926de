import { useRef, useState } from 'react';

export type Editing<T> = { item: T | null; opening: number };

/**
 * Which item the edit dialog shows (null: a new one) and which one awaits deletion. Each opening
 * gets its own number, used as the dialog's key, so no chosen file or old error carries over (spec 4).
 */
export function useContentEditing<T>() {
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const openings = useRef(0);
  return {
    editing,
    deleting,
    open: (item: T | null) => {
      openings.current += 1;
      setEditing({ item, opening: openings.current });
    },
    closeEditor: () => setEditing(null),
    askToDelete: (item: T) => setDeleting(item),
    closeDelete: () => setDeleting(null),
  };
}
