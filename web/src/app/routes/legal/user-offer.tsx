import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userOffer } from '../../../features/legal/content/user-offer';

export default function UserOfferPage() {
  return <OperatorLegalDocument document={userOffer} />;
}
