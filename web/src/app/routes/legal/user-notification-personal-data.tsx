import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userNotificationPersonalData } from '../../../features/legal/content/user-notification-personal-data';

export default function UserNotificationPersonalDataPage() {
  return <OperatorLegalDocument document={userNotificationPersonalData} />;
}
