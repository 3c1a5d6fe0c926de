import { ScheduleSection } from '../../../../features/schedule/components/schedule-section';

export default function AdminSchedulePage() {
  return <ScheduleSection />;
}
