import { JournalArea } from '../../../../features/admin/components/journal-area';

export default function JournalPage() {
  return <JournalArea />;
}
