import { CabinetMessagesScreen } from '../../../features/workspace/components/cabinet-messages-screen';

/** /lk/messages: the client's «Сообщения» and «Файлы» with the coach. */
export default function CabinetMessagesPage() {
  return <CabinetMessagesScreen />;
}
