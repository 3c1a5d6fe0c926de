import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userPaymentProvider } from '../../../features/legal/content/processor-consents';

export default function UserPaymentProviderPage() {
  return <OperatorLegalDocument document={userPaymentProvider} />;
}
