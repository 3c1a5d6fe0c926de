import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userPersonalData } from '../../../features/legal/content/user-personal-data';

export default function UserPersonalDataPage() {
  return <OperatorLegalDocument document={userPersonalData} />;
}
