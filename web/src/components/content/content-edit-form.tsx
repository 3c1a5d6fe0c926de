import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import type { ReactNode } from 'react';
import type { ContentFormState } from './use-content-form';
import { NAME_MAX_LENGTH } from './content-form';
import { ContentImageField } from './content-image-field';
import { ContentScheduleFields } from './content-schedule-fields';
import { AdvertisementFields } from '../advertising/advertisement-fields';

export type ContentEditFormProps = {
  form: ContentFormState;
  labels: { image: string; name: string; date: string; time: string };
  /** The text field: a textarea for an article, the rich-text editor for a newsletter. */
  description: ReactNode;
  disabled?: boolean;
};

/** The fields of spec 2.9, in its order: photo, title, text, send date, send time. */
export function ContentEditForm({ form, labels, description, disabled = false }: ContentEditFormProps) {
  const { values, update, visibleErrors: errors, fieldIds } = form;
  return (
    <Stack gap={2.5} sx={{ pt: 1 }}>
      <ContentImageField
        label={labels.image}
        file={values.file}
        fileTemp={values.fileTemp}
        onChoose={(image) => update('fileTemp', image)}
        onRemove={() => (values.fileTemp ? update('fileTemp', null) : update('file', null))}
        disabled={disabled}
      />
      <FormControl id={fieldIds.name} required error={Boolean(errors.name)} disabled={disabled}>
        <FormLabel>{labels.name}</FormLabel>
        <Input value={values.name} onChange={(event) => update('name', event.target.value)} slotProps={{ input: { maxLength: NAME_MAX_LENGTH } }} />
        {errors.name ? <FormHelperText>{errors.name}</FormHelperText> : null}
      </FormControl>
      {description}
      <ContentScheduleFields
        dateLabel={labels.date}
        timeLabel={labels.time}
        onlyDate={values.onlyDate}
        onlyTime={values.onlyTime}
        onDateChange={(value) => update('onlyDate', value)}
        onTimeChange={(value) => update('onlyTime', value)}
        dateError={errors.onlyDate}
        timeError={errors.onlyTime}
        dateId={fieldIds.onlyDate}
        timeId={fieldIds.onlyTime}
        disabled={disabled}
      />
      <AdvertisementFields
        id={fieldIds.advertisement}
        value={values.advertisement}
        onChange={(value) => update('advertisement', value)}
        error={errors.advertisement}
        disabled={disabled}
      />
    </Stack>
  );
}
