import { NotificationPackArea } from '../../../../features/compliance/components/notification-pack-area';

/** «Практика» → «Уведомление Роскомнадзора». */
export default function PracticeNotificationPage() {
  return <NotificationPackArea />;
}
