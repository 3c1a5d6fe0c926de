import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userAgreement } from '../../../features/legal/content/user-agreement';

export default function UserAgreementPage() {
  return <OperatorLegalDocument document={userAgreement} />;
}
