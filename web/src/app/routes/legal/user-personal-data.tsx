import { LegalDocumentView } from '../../../features/legal/components/legal-document-view';
import { userPersonalData } from '../../../features/legal/content/user-personal-data';

export default function UserPersonalDataPage() {
  return <LegalDocumentView document={userPersonalData} />;
}
