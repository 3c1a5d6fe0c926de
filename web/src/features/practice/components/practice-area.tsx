import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import { useGetPracticeDetails } from '../../../api/generated/hooks';
import type { PracticeDetails } from '../../../api/generated/model';
import { okData } from '../../../lib/api-data';
import { errorText } from '../../../lib/api-error';
import { useSavePracticeDetails } from '../api/save-practice-details';
import { PracticeForm } from './practice-form';

/** The Практика section's form with its loading and failure states. */
export function PracticeArea() {
  const details = useGetPracticeDetails<PracticeDetails | undefined>({ query: { select: okData } });
  const save = useSavePracticeDetails();
  if (details.isError) {
    return (
      <Alert color="danger" endDecorator={<Button size="sm" variant="outlined" color="danger" onClick={() => void details.refetch()}>Повторить</Button>}>
        Не удалось загрузить сведения о практике.
      </Alert>
    );
  }
  if (!details.data) return <CircularProgress aria-label="Загрузка сведений о практике" />;
  return (
    <PracticeForm
      details={details.data}
      saving={save.isPending}
      saved={save.isSuccess}
      saveError={save.isError ? errorText(save.error) : undefined}
      onSave={(input) => save.mutate({ data: input })}
    />
  );
}
