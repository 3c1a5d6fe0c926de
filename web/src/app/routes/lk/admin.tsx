import { AuditArea } from '../../../features/admin/components/audit-area';

export default function AdminPage() {
  return <AuditArea />;
}
