/** The routes of spec 2.1 in one place, so links, guards, the sitemap and the feed cannot drift apart. */
export const paths = {
  landing: '/',
  about: '/about',
  blogs: '/blogs',
  blogPost: (id: number | string) => `/blogs/${id}`,
  login: '/login',
  cabinet: '/lk',
  cabinetCalendar: '/lk/calendar',
  cabinetProducts: '/lk/product',
  cabinetSettings: '/lk/setting',
  cabinetTestimonial: '/lk/testimonial',
  /** «Сообщения»: the client's thread and files with the coach (the message mails' link). */
  cabinetMessages: '/lk/messages',
  /** «Домашние задания»; `/lk/homework/{id}` is one assignment (the homework mails' link). */
  cabinetHomework: '/lk/homework',
  /** «Активировать сертификат»; `/lk/gift/{code}` (the certificate mail's link) fills the code in. */
  cabinetGift: '/lk/gift',
  newsletters: '/lk/news-letter',
  articles: '/lk/article',
  admin: '/lk/admin',
  buySuccess: (id: number | string) => `/buy-success/${id}`,
  /** «Подарочный сертификат»: buying a session or a package as a present. */
  gift: '/gift',
  userAgreement: '/user-agreement',
  userPolicyAgreement: '/user-policy-agreement',
  userPersonalData: '/user-personal-data',
  userOffer: '/user-offer',
  userNotificationPersonalData: '/user-notification-personal-data',
  userNotification: '/user-notification',
  /** «Согласие на публикацию отзыва»: linked from the testimonial form, not a footer document. */
  userTestimonialPublication: '/user-testimonial-publication',
  /** The consents to pass data to a processor (`consent-documents.ts`): linked from «Настройки» and the purchase dialogs. */
  userPaymentProvider: '/user-payment-provider',
  userMailService: '/user-mail-service',
  userVideoRooms: '/user-video-rooms',
  userMessengerTelegram: '/user-messenger-telegram',
  userMessengerMax: '/user-messenger-max',
  unsubscribe: '/user-unsubscribe',
  /** The blog's RSS feed, and the search engines' files (served by the server, not the app). */
  blogFeed: '/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/** The legal documents (spec 2.1): public pages, crawled and shown in the footer. */
export const legalPages = [
  paths.userAgreement,
  paths.userPolicyAgreement,
  paths.userPersonalData,
  paths.userOffer,
  paths.userNotificationPersonalData,
  paths.userNotification,
] as const;

/** The login screen opened on «Регистрация» with the address filled in: what a guest's mails offer. */
export const registrationPath = (email: string): string => `${paths.login}?${new URLSearchParams({ tab: 'registration', email }).toString()}`;

/** The address `registrationPath` carries, read back by the login screen; null when it is an ordinary sign-in. */
export function registrationPrefill(query: URLSearchParams): string | null {
  return query.get('tab') === 'registration' ? (query.get('email') ?? '') : null;
}

export const isCabinetPath = (pathname: string): boolean => pathname === paths.cabinet || pathname.startsWith(`${paths.cabinet}/`);

/** Element ids of the landing sections the header scrolls to (and `/?path=<id>` selects). */
export const landingSections = ['services', 'products', 'reviews', 'contact'] as const;
export type LandingSection = (typeof landingSections)[number];
