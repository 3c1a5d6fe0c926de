import { useSearchParams } from 'react-router';
import { UnsubscribePage as Unsubscribe } from '../../features/newsletters/components/unsubscribe-page';

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return <Unsubscribe uuid={params.get('uuid')?.trim() ?? ''} all={params.get('all') === 'true'} />;
}
