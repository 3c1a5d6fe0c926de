import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userAgreement } from '../../../features/legal/content/user-agreement';

export default function UserAgreementPage() {
  return <LegalDocumentView document={userAgreement} />;
}
