import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userMessengerTelegram } from '../../../features/legal/content/processor-consents';

export default function UserMessengerTelegramPage() {
  return <OperatorLegalDocument document={userMessengerTelegram} />;
}
