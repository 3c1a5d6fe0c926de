/**
 * The practice's picture for link previews (Open Graph, VK, Telegram) of the pages without a
 * picture of their own: 1200×630, the size the previews ask for. Drawn by `scripts/share-image.ts`
 * into `web/public`, so its size and words here are the ones in the file.
 */
export const shareImage = {
  path: '/share/practice.png',
  width: 1200,
  height: 630,
  alt: 'Индивидуальный коучинг онлайн: найдите дело, которое наполняет, — и решитесь на перемены',
} as const;
