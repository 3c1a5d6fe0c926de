import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userNotification } from '../../../features/legal/content/user-notification';

export default function UserNotificationPage() {
  return <OperatorLegalDocument document={userNotification} />;
}
