import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { backOfficeSections, type BackOfficeSection } from '../features/back-office/back-office-sections';
import { guestOnlyLoader, requireSuperuserLoader, requireUserLoader } from '../features/auth/utils/route-guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import type { RouteHandle } from './route-handle';
import { publishedArticleQueries, publishedArticlesQueries } from '../features/articles/api/get-published-articles';
import { practiceDetailsQueries } from '../lib/practice-details';
import { landingQueries } from './routes/landing-queries';
import LandingPage from './routes/landing';

/** Pages other than the landing load on demand, so the landing's first load stays small. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const titled = (title: string): RouteHandle => ({ title });
/** The page sets its own `<title>` and link-preview tags (useDocumentMeta); `title` stays as the fallback name. */
const titledByPage = (title: string): RouteHandle => ({ title, titleFromPage: true });
/** Rendered by the browser only: the server sends the app shell (the cabinet, sign-in, payment result). */
const clientOnly = (title: string): RouteHandle => ({ title, clientOnly: true });

const sectionPages: Record<BackOfficeSection, () => Promise<{ default: ComponentType }>> = {
  clients: () => import('./routes/lk/admin/clients'),
  schedule: () => import('./routes/lk/admin/schedule'),
  homework: () => import('./routes/lk/admin/homework'),
  services: () => import('./routes/lk/admin/services'),
  products: () => import('./routes/lk/admin/products'),
  payments: () => import('./routes/lk/admin/payments'),
  journal: () => import('./routes/lk/admin/journal'),
  practice: () => import('./routes/lk/admin/practice'),
};

/** The back office (issue 12): one lazy page per section; the bare `/lk/admin` opens the first one. */
const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={backOfficeSections[0].path} replace /> },
  ...backOfficeSections.map(({ path, title }): RouteObject => ({ path, handle: titled(title), lazy: page(sectionPages[path]) })),
  { path: 'practice/notification', handle: titled('Уведомление Роскомнадзора'), lazy: page(() => import('./routes/lk/admin/practice-notification')) },
  { path: 'practice/data-map', handle: titled('Где живут данные'), lazy: page(() => import('./routes/lk/admin/practice-data-map')) },
  { path: 'practice/advertising', handle: titled('Реклама и сбор 3 %'), lazy: page(() => import('./routes/lk/admin/practice-advertising')) },
];

const cabinetRoutes: RouteObject[] = [
  { index: true, handle: titled('Календарь'), lazy: page(() => import('./routes/lk/home')) },
  { path: 'calendar', handle: titled('Календарь'), lazy: page(() => import('./routes/lk/calendar')) },
  { path: 'product', handle: titled('Продукты'), lazy: page(() => import('./routes/lk/product')) },
  { path: 'setting', handle: titled('Настройки'), lazy: page(() => import('./routes/lk/setting')) },
  { path: 'testimonial', handle: titled('Отзыв'), lazy: page(() => import('./routes/lk/testimonial')) },
  { path: 'messages', handle: titled('Сообщения'), lazy: page(() => import('./routes/lk/messages')) },
  { path: 'homework', handle: titled('Задания'), lazy: page(() => import('./routes/lk/homework')) },
  { path: 'homework/:id', handle: titled('Задание'), lazy: page(() => import('./routes/lk/homework')) },
  { path: 'gift', handle: titled('Активировать сертификат'), lazy: page(() => import('./routes/lk/gift')) },
  { path: 'gift/:code', handle: titled('Активировать сертификат'), lazy: page(() => import('./routes/lk/gift')) },
  { path: 'news-letter', handle: titled('Рассылка'), loader: requireSuperuserLoader, lazy: page(() => import('./routes/lk/news-letter')) },
  { path: 'article', handle: titled('Статьи'), loader: requireSuperuserLoader, lazy: page(() => import('./routes/lk/article')) },
  {
    path: 'admin',
    handle: titled('Кабинет коуча'),
    loader: requireSuperuserLoader,
    lazy: page(() => import('./routes/lk/admin')),
    children: backOfficeRoutes,
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
  {
    path: 'user-testimonial-publication',
    handle: titledByPage('Согласие на публикацию отзыва'),
    lazy: page(() => import('./routes/legal/user-testimonial-publication')),
  },
  // The consents to pass data to each processor (issue 48): templates the coach fills.
  { path: 'user-payment-provider', handle: titledByPage('Согласие на передачу данных платёжному сервису'), lazy: page(() => import('./routes/legal/user-payment-provider')) },
  { path: 'user-mail-service', handle: titledByPage('Согласие на передачу адреса почтовому сервису'), lazy: page(() => import('./routes/legal/user-mail-service')) },
  { path: 'user-video-rooms', handle: titledByPage('Согласие на передачу имени сервису видеокомнат'), lazy: page(() => import('./routes/legal/user-video-rooms')) },
  { path: 'user-messenger-telegram', handle: titledByPage('Согласие на передачу данных о сессиях в Telegram'), lazy: page(() => import('./routes/legal/user-messenger-telegram')) },
  { path: 'user-messenger-max', handle: titledByPage('Согласие на передачу данных о сессиях в MAX'), lazy: page(() => import('./routes/legal/user-messenger-max')) },
];

/** Spec 2.1. Guards (spec 2.2) are loaders, so they run on navigation rather than on every render. */
export const routes: RouteObject[] = [
  {
    path: '/',
    // The header, the footer and the legal texts show the practice's details on every page.
    handle: { queries: practiceDetailsQueries },
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        index: true,
        // `/?path=services` scrolls to its section (useScrollToQuerySection).
        handle: { ...titledByPage('Главная'), queries: landingQueries, hydrateAtOnce: (address) => address.searchParams.has('path') } satisfies RouteHandle,
        element: <LandingPage />,
      },
      { path: 'about', handle: titledByPage('Обо мне'), lazy: page(() => import('./routes/about')) },
      { path: 'blogs', handle: { ...titledByPage('Статьи'), queries: publishedArticlesQueries }, lazy: page(() => import('./routes/blogs')) },
      { path: 'blogs/:id', handle: { ...titledByPage('Статья'), queries: publishedArticleQueries }, lazy: page(() => import('./routes/blog-post')) },
      { path: 'login', handle: clientOnly('Вход'), loader: guestOnlyLoader, lazy: page(() => import('./routes/login')) },
      {
        path: 'lk',
        handle: clientOnly('Личный кабинет'),
        loader: requireUserLoader,
        lazy: page(() => import('./routes/lk/cabinet')),
        children: cabinetRoutes,
      },
      { path: 'buy-success/:id', handle: clientOnly('Оплата'), lazy: page(() => import('./routes/buy-success')) },
      { path: 'gift', handle: clientOnly('Подарочный сертификат'), lazy: page(() => import('./routes/gift')) },
      ...legalRoutes,
      // The link from a newsletter unsubscribes on arrival.
      {
        path: 'user-unsubscribe',
        handle: { ...titledByPage('Отписка от рассылки'), hydrateAtOnce: () => true } satisfies RouteHandle,
        lazy: page(() => import('./routes/unsubscribe')),
      },
      // Any other address: a page that says so (status 404), not a routing error (those still go to / by spec 2.2).
      { path: '*', handle: titledByPage('Страница не найдена'), lazy: page(() => import('./routes/not-found')) },
    ],
  },
];

/** The browser's router; `hydrationData` is the server's router state when the page came rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
