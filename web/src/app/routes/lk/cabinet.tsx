import { Outlet } from 'react-router';
import { CabinetLayout } from '../../../features/cabinet/components/cabinet-layout';
import { useUser } from '../../../lib/auth-store';
import { SupportDialog } from '../../../features/support/components/support-dialog';
import { closeSupportDialog, openSupportDialog, useSupportDialogOpen } from '../../../features/support/stores/support-dialog-store';

/** The /lk layout route: the rail, the child page, and the support dialog. */
export default function CabinetRoute() {
  const user = useUser();
  const supportOpen = useSupportDialogOpen();
  return (
    <>
      <CabinetLayout isSuperuser={user?.is_superuser ?? false} onSupport={openSupportDialog}>
        <Outlet />
      </CabinetLayout>
      <SupportDialog open={supportOpen} onClose={closeSupportDialog} />
    </>
  );
}
