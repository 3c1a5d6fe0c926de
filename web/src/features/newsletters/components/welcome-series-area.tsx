import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useSaveWelcomeSeries, useWelcomeSeries } from '../api/welcome-series';
import { WelcomeSeriesEditor } from './welcome-series-editor';

/** The welcome series' editor with its loading and failure states. */
export function WelcomeSeriesArea() {
  const series = useWelcomeSeries();
  const save = useSaveWelcomeSeries();
  return (
    <LoadState data={series.data} failed={series.isError} what="приветственную серию" onRetry={() => void series.refetch()}>
      {(loaded) => (
        <WelcomeSeriesEditor
          // Saved letters get their ids from the server: the editor starts again from them.
          key={loaded.version}
          series={loaded}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(input) => save.mutate({ data: input })}
        />
      )}
    </LoadState>
  );
}
