import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userMessengerMax } from '../../../features/legal/content/processor-consents';

export default function UserMessengerMaxPage() {
  return <OperatorLegalDocument document={userMessengerMax} />;
}
