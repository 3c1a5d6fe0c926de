import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userVideoRooms } from '../../../features/legal/content/processor-consents';

export default function UserVideoRoomsPage() {
  return <OperatorLegalDocument document={userVideoRooms} />;
}
