import Alert from '@mui/joy/Alert';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePracticeDetails } from '../../../lib/practice-details';
import { placeholderLabels } from '../utils/practice-fields';

/** The back office's warning while any of the practice's details is still a placeholder. */
export function PlaceholderBannerView({ placeholders }: { placeholders: readonly string[] }) {
  if (placeholders.length === 0) return null;
  return (
    <Alert color="warning" variant="soft" role="status" sx={{ flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
      На сайте и в документах ещё стоят образцы вместо ваших данных: {placeholderLabels(placeholders).join(', ')}.{' '}
      <Link to={`${paths.admin}/practice`}>Заполнить в разделе «Практика»</Link>
    </Alert>
  );
}

export function PlaceholderBanner() {
  const details = usePracticeDetails();
  return <PlaceholderBannerView placeholders={details?.placeholders ?? []} />;
}
