import LinearProgress from '@mui/joy/LinearProgress';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { DefaultLayout } from '../../components/layout/default-layout';
import { resolveSessionUser } from '../../features/auth/utils/session-user';
import { useAccountTheme } from '../../features/settings/hooks/use-account-theme';
import { clearReloadAttempt } from '../../lib/page-reload-flag';
import { PageMeta } from '../../lib/page-meta';
import { routeHandle } from '../route-handle';
import { SiteHeader } from './site-header';

/** Root route: default layout (unless the page opts out), page title, loading bar. */
export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  const handles = matches.map((match) => routeHandle(match.handle));
  const bare = handles.some((handle) => handle.layout === 'none');
  const title = handles.findLast((handle) => handle.title)?.title;
  const titleFromPage = handles.at(-1)?.titleFromPage ?? false;

  useAccountTheme();

  // Rendering the root means routing is ready: the next failed page load may reload once more.
  useEffect(() => clearReloadAttempt(), []);

  // A tab opened on a public page learns from the server whether she is signed in (the header's «Кабинет»).
  useEffect(() => {
    void resolveSessionUser();
  }, []);

  const content = (
    <>
      {title && !titleFromPage ? <PageMeta title={title} /> : null}
      {navigation.state === 'idle' ? null : (
        <LinearProgress
          aria-label="Загрузка страницы"
          size="sm"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1300, '--LinearProgress-radius': '0px' }}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
  return bare ? content : <DefaultLayout header={<SiteHeader />}>{content}</DefaultLayout>;
}
