import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userMailService } from '../../../features/legal/content/processor-consents';

export default function UserMailServicePage() {
  return <OperatorLegalDocument document={userMailService} />;
}
