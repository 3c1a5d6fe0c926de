import { useState } from 'react';
import { Outlet } from 'react-router';
import { CabinetLayout } from '../../../features/cabinet/components/cabinet-layout';
import { useUser } from '../../../features/auth/stores/auth-store';
import { SupportDialog } from '../../../features/support/components/support-dialog';

/** The /lk layout route: rail or drawer, the child page, and the support dialog. */
export default function CabinetRoute() {
  const user = useUser();
  const [supportOpen, setSupportOpen] = useState(false);
  return (
    <>
      <CabinetLayout isSuperuser={user?.is_superuser ?? false} onSupport={() => setSupportOpen(true)}>
        <Outlet />
      </CabinetLayout>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </>
  );
}
