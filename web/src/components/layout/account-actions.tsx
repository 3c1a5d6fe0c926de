import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { User } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { LogoutIcon } from '../icons/icons';

export type AccountActionsProps = {
  user: User | null;
  inCabinet: boolean;
  onSignOut: () => void;
  /** Where «Войти» leads (the login screen, with a redirect back from non-landing pages). */
  loginHref: string;
};

/** Right side of the header (spec 2.3). */
export function AccountActions({ user, inCabinet, onSignOut, loginHref }: AccountActionsProps) {
  const location = useLocation();
  return (
    <>
      {user && inCabinet ? (
        <>
          <Typography
            level="body-sm"
            noWrap
            title={user.email}
            sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: { sm: 200, md: 280 } }}
          >
            {user.email}
          </Typography>
          <IconButton variant="plain" color="neutral" aria-label="Выйти" title="Выйти" onClick={onSignOut}>
            <LogoutIcon />
          </IconButton>
        </>
      ) : null}
      {user ? (
        <Button component={RouterLink} to={paths.cabinet} size="sm">
          Кабинет
        </Button>
      ) : location.pathname === paths.login ? null : (
        <Button component={RouterLink} to={loginHref} size="sm">
          Войти
        </Button>
      )}
    </>
  );
}
