import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userNotificationPersonalData } from '../../../features/legal/content/user-notification-personal-data';

export default function UserNotificationPersonalDataPage() {
  return <LegalDocumentView document={userNotificationPersonalData} />;
}
