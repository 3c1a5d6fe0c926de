import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userPolicyAgreement } from '../../../features/legal/content/user-policy-agreement';

export default function UserPolicyAgreementPage() {
  return <LegalDocumentView document={userPolicyAgreement} />;
}
