import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userOffer } from '../../../features/legal/content/user-offer';

export default function UserOfferPage() {
  return <LegalDocumentView document={userOffer} />;
}
