import { useGetPracticeDetails } from '../../../api/generated/hooks';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useSavePracticeDetails } from '../api/save-practice-details';
import { PracticeForm } from './practice-form';

/** The Практика section's form with its loading and failure states. */
export function PracticeArea() {
  const details = useGetPracticeDetails();
  const save = useSavePracticeDetails();
  return (
    <LoadState data={details.data} failed={details.isError} what="сведения о практике" onRetry={() => void details.refetch()}>
      {(loaded) => (
        <PracticeForm
          details={loaded}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(input) => save.mutate({ data: input })}
        />
      )}
    </LoadState>
  );
}
