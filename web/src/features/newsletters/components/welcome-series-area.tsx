import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useSaveWelcomeSeries, useWelcomeSeries, type WelcomeSeriesTrigger } from '../api/welcome-series';
import { WelcomeSeriesEditor } from './welcome-series-editor';
import { WelcomeSeriesSelector } from './welcome-series-selector';

/** The welcome series' editor, one series at a time (chosen by the tabs), with its loading and failure states. */
export function WelcomeSeriesArea() {
  const [trigger, setTrigger] = useState<WelcomeSeriesTrigger>('guide');
  const series = useWelcomeSeries(trigger);
  const save = useSaveWelcomeSeries();
  return (
    <Stack spacing={2}>
      <WelcomeSeriesSelector
        value={trigger}
        onChange={(next) => {
          save.reset();
          setTrigger(next);
        }}
      />
      <LoadState data={series.data} failed={series.isError} what="приветственную серию" onRetry={() => void series.refetch()}>
        {(loaded) => (
          <WelcomeSeriesEditor
            // Saved letters get their ids from the server: the editor starts again from them (and afresh for another series).
            key={`${trigger}-${loaded.version}`}
            series={loaded}
            saving={save.isPending}
            saved={save.isSuccess}
            saveError={save.isError ? errorText(save.error) : undefined}
            onSave={(input) => save.mutate({ data: input, params: { trigger } })}
          />
        )}
      </LoadState>
    </Stack>
  );
}
