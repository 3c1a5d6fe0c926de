import type { DateTime } from 'luxon';
import { useId, useState } from 'react';
import type { ContentInput } from '../../api/generated/model';
import {
  type ContentField,
  type ContentFormErrors,
  type ContentFormValues,
  type ContentItem,
  type DescriptionCheck,
  contentFormValues,
  hasErrors,
  toContentInput,
  validateContentForm,
} from './content-form';

const fieldOrder: readonly ContentField[] = ['name', 'description', 'onlyDate', 'onlyTime', 'advertisement'];

export type ContentFormState = {
  values: ContentFormValues;
  update: <K extends keyof ContentFormValues>(field: K, value: ContentFormValues[K]) => void;
  /** Empty until the first save attempt; then kept current as the fields change. */
  visibleErrors: ContentFormErrors;
  fieldIds: Record<ContentField, string>;
  /** Spec 5: validated before saving; the save body only when valid (focus goes to the first error otherwise). */
  submit: () => ContentInput | null;
};

/**
 * The article and newsletter edit form. `describe` tells how to check the text: an article's is
 * the plain description, a newsletter's the editor's visible text plus its HTML. Mount the dialog
 * with a fresh `key` per opening so a chosen file and old errors never carry over (spec 4).
 */
export function useContentForm(
  item: ContentItem | null,
  defaultAt: DateTime,
  describe: (values: ContentFormValues) => DescriptionCheck,
): ContentFormState {
  const [values, setValues] = useState(() => contentFormValues(item, defaultAt));
  const [attempted, setAttempted] = useState(false);
  const baseId = useId();
  const fieldIds = Object.fromEntries(fieldOrder.map((field) => [field, `${baseId}-${field}`])) as Record<ContentField, string>;
  const errors = validateContentForm(values, describe(values));

  return {
    values,
    update: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    visibleErrors: attempted ? errors : {},
    fieldIds,
    submit: () => {
      setAttempted(true);
      if (hasErrors(errors)) {
        const first = fieldOrder.find((field) => errors[field]);
        if (first) document.getElementById(fieldIds[first])?.focus();
        return null;
      }
      return toContentInput(item?.id, values, values.description);
    },
  };
}
