import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Skeleton from '@mui/joy/Skeleton';
import { Suspense, lazy, useId } from 'react';
import { TEXT_COUNTER_LIMIT } from '../../config/constants';
import type { RichTextValue } from './editor/rich-text-editor';

// Slate and the editor load only when a form with rich text is opened.
const RichTextEditor = lazy(() => import('./editor/rich-text-editor'));

export type RichTextFieldProps = {
  /** The id of the editable area, so the form can move focus to it. */
  id: string;
  label: string;
  initialHtml: string;
  /** The visible text's length, for the counter. */
  textLength: number;
  onChange: (value: RichTextValue) => void;
  error?: string;
  readOnly?: boolean;
};

/** A rich text (a newsletter's, spec 2.9, or a product's description): the editor with the 3000 counter. */
export function RichTextField({ id, label, initialHtml, textLength, onChange, error, readOnly = false }: RichTextFieldProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={320} sx={{ borderRadius: 'sm' }} role="progressbar" aria-label="Загрузка редактора" />}>
        <RichTextEditor
          id={id}
          initialHtml={initialHtml}
          onChange={onChange}
          labelledBy={labelId}
          describedBy={helperId}
          invalid={Boolean(error)}
          readOnly={readOnly}
        />
      </Suspense>
      <FormHelperText id={helperId} sx={{ justifyContent: error ? 'space-between' : 'flex-end', gap: 2 }}>
        {error ? <span>{error}</span> : null}
        <span style={textLength > TEXT_COUNTER_LIMIT ? { color: 'var(--joy-palette-danger-plainColor)' } : undefined}>
          {textLength}/{TEXT_COUNTER_LIMIT}
        </span>
      </FormHelperText>
    </FormControl>
  );
}
