import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { guestOnlyLoader, requireSuperuserLoader, requireUserLoader } from '../features/auth/utils/route-guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import type { RouteHandle } from './route-handle';
import LandingPage from './routes/landing';

/** Pages other than the landing load on demand, so the landing's first load stays small. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const titled = (title: string): RouteHandle => ({ title });
/** The page sets its own `<title>` and link-preview tags (useDocumentMeta); `title` stays as the fallback name. */
const titledByPage = (title: string): RouteHandle => ({ title, titleFromPage: true });

const cabinetRoutes: RouteObject[] = [
  { index: true, handle: titled('Календарь'), lazy: page(() => import('./routes/lk/home')) },
  { path: 'calendar', handle: titled('Календарь'), lazy: page(() => import('./routes/lk/calendar')) },
  { path: 'product', handle: titled('Продукты'), lazy: page(() => import('./routes/lk/product')) },
  { path: 'setting', handle: titled('Настройки'), lazy: page(() => import('./routes/lk/setting')) },
  { path: 'news-letter', handle: titled('Рассылка'), loader: requireSuperuserLoader, lazy: page(() => import('./routes/lk/news-letter')) },
  { path: 'article', handle: titled('Статьи'), loader: requireSuperuserLoader, lazy: page(() => import('./routes/lk/article')) },
  {
    path: 'admin',
    handle: titled('Админка'),
    loader: requireSuperuserLoader,
    lazy: page(() => import('./routes/lk/admin')),
    // The back-office shell (office-practice) names every section; these two are this branch's.
    children: [
      { path: 'products', handle: titled('Продукты'), lazy: page(() => import('./routes/lk/admin/products')) },
      { path: 'payments', handle: titled('Платежи'), lazy: page(() => import('./routes/lk/admin/payments')) },
    ],
  },
];

const legalRoutes: RouteObject[] = [
  { path: 'user-agreement', handle: titledByPage('Пользовательское соглашение'), lazy: page(() => import('./routes/legal/user-agreement')) },
  { path: 'user-policy-agreement', handle: titledByPage('Политика обработки персональных данных'), lazy: page(() => import('./routes/legal/user-policy-agreement')) },
  { path: 'user-personal-data', handle: titledByPage('Согласие на обработку персональных данных'), lazy: page(() => import('./routes/legal/user-personal-data')) },
  { path: 'user-offer', handle: titledByPage('Публичная оферта'), lazy: page(() => import('./routes/legal/user-offer')) },
  {
    path: 'user-notification-personal-data',
    handle: titledByPage('Уведомление об обработке персональных данных'),
    lazy: page(() => import('./routes/legal/user-notification-personal-data')),
  },
  { path: 'user-notification', handle: titledByPage('Согласие на получение рекламной рассылки'), lazy: page(() => import('./routes/legal/user-notification')) },
];

/** Spec 2.1. Guards (spec 2.2) are loaders, so they run on navigation rather than on every render. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'about', handle: titled('Обо мне'), lazy: page(() => import('./routes/about')) },
      { path: 'blogs', handle: titled('Статьи'), lazy: page(() => import('./routes/blogs')) },
      { path: 'blogs/:id', handle: titledByPage('Статья'), lazy: page(() => import('./routes/blog-post')) },
      { path: 'login', handle: titled('Вход'), loader: guestOnlyLoader, lazy: page(() => import('./routes/login')) },
      {
        path: 'lk',
        handle: titled('Личный кабинет'),
        loader: requireUserLoader,
        lazy: page(() => import('./routes/lk/cabinet')),
        children: cabinetRoutes,
      },
      { path: 'buy-success/:id', handle: titled('Оплата'), lazy: page(() => import('./routes/buy-success')) },
      ...legalRoutes,
      { path: 'user-unsubscribe', handle: titled('Отписка от рассылки'), lazy: page(() => import('./routes/unsubscribe')) },
      // Any other address: a page that says so, not a routing error (those still go to / by spec 2.2).
      { path: '*', handle: titled('Страница не найдена'), lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
