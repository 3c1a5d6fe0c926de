import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userPolicyAgreement } from '../../../features/legal/content/user-policy-agreement';

export default function UserPolicyAgreementPage() {
  return <OperatorLegalDocument document={userPolicyAgreement} />;
}
