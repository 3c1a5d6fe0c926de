import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userNotification } from '../../../features/legal/content/user-notification';

export default function UserNotificationPage() {
  return <LegalDocumentView document={userNotification} />;
}
