import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader';
import { paths } from '../../config/paths';
import { hasReloadAttempt, isPageLoadError, markReloadAttempt } from '../../lib/page-reload-flag';

/**
 * The root error element (spec 2.2): a page that failed to load reloads the app once; if that does
 * not help, or on any other routing error, the error is logged and the user goes to /.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const reload = isPageLoadError(error) && !hasReloadAttempt();

  useEffect(() => {
    if (reload) {
      markReloadAttempt();
      window.location.reload();
      return;
    }
    console.error('Routing failed; going to the landing page.', error);
  }, [error, reload]);

  if (reload) return <PageLoader />;
  if (pathname !== paths.landing) return <Navigate to={paths.landing} replace />;
  // Failing on the landing itself: redirecting to / again would loop.
  return (
    <Stack component="main" alignItems="center" gap={2} sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography level="h2" component="h1">
        Что-то пошло не так
      </Typography>
      <Typography>Попробуйте обновить страницу.</Typography>
      <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
    </Stack>
  );
}
