import type { Article, Newsletter } from '../web/src/api/generated/model';

/** A 48×36 PNG (a calm horizon), so image stories need no network. */
export const horizonPngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAAxklEQVR42u3OOwrCUBBG4X/ZrsRaECwEC8FCECwkQSJBIjHXqHkYjVFxB1YWKc3cWw0MMvC1Bw4G3lsUDP2XKBitn6JgHDxEwWTTiIJpeBcFs20tCubRjc/H9H7ZEyx2FZPOm5alwjK+cLDctKgQq6Tk4ByiQvim4OAcokIEac7BOUSFCE8ZB+cQFSLKzhycQ1SIOD9ycA5RIUyZMrHcWCqcqgOfzht7gvxqREFVJ6KgbvaioPD6ouiQDumQDumQDunQvw99Aev/1wW/eZsSAAAAAElFTkSuQmCC';

const horizon = { id: 3, name: 'горизонт', type: 'png', base64: horizonPngBase64 };

/** Published: its time has passed. */
export const publishedArticle: Article = {
  id: 11,
  name: 'Три вопроса, с которых начинается поиск призвания',
  description:
    'Когда кажется, что «своего дела» не существует, полезно остановиться и честно ответить себе на три вопроса.\nЧто я делаю, когда никто не заставляет? Какие задачи дают мне силы, а не забирают их? За что меня благодарят чаще всего?\nОтветы редко бывают неожиданными — но, записанные на бумаге, они впервые складываются в картину.',
  date: '2026-11-20T06:00:00.000Z',
  send: true,
  file: null,
  advertisement: null,
};

/** Scheduled for later: not on the blog yet. */
export const scheduledArticle: Article = {
  id: 12,
  name: 'Как сменить профессию и не потерять опору',
  description: 'План перехода в пять шагов: от первой проверки интереса до первого дохода в новом деле.',
  date: '2026-12-01T07:00:00.000Z',
  send: false,
  file: null,
  advertisement: null,
};

export const articleWithImage: Article = { ...publishedArticle, id: 13, name: 'Когда работа перестала радовать', file: horizon };

/** An article saved elsewhere with no inline picture: the card falls back to the picture's URL. */
export const articleWithImageUrl: Article = { ...scheduledArticle, id: 14, file: { id: 3, name: 'горизонт', type: 'png' } };

const longParagraph =
  'Переход в новую профессию редко случается за один день. Сначала появляется смутное ощущение, что время уходит не туда; потом — любопытство к тому, чем заняты другие; затем первая маленькая проверка: курс, разговор, подработка. ';

export const longArticle: Article = {
  ...publishedArticle,
  id: 15,
  name: 'Длинная статья: от смутного ощущения до первого шага в новом деле, с примерами и упражнениями',
  description: longParagraph.repeat(8),
};

export const scheduledNewsletter: Newsletter = {
  id: 21,
  name: 'Ноябрьская рассылка: как не бросить начатое',
  description:
    '<h2 style="text-align: center">Как не бросить начатое</h2><p>Привет! В этом месяце — о том, почему мы <strong>бросаем</strong> новые дела на третьей неделе и что с этим делать.</p><blockquote>Путь в тысячу ли начинается с первого шага.</blockquote><p>Три приёма, которые помогают моим клиентам: <mark>маленький шаг каждый день</mark>, <em>честный дневник</em> и <s>сила воли</s> поддержка близких.</p><hr><p>Полная версия — в блоге: <a href="https://example.ru/blogs/11" rel="noopener noreferrer">example.ru/blogs/11</a>. Команда для любопытных: <code>npm run dream</code>.</p>',
  date: '2026-11-28T07:00:00.000Z',
  send: false,
  recipients: null,
  file: null,
  advertisement: null,
};

export const sentNewsletter: Newsletter = {
  ...scheduledNewsletter,
  id: 22,
  name: 'Октябрьская рассылка',
  description: '<p>Спасибо, что вы со мной! В октябре вышли две новые статьи и бесплатная рабочая тетрадь.</p>',
  date: '2026-10-30T07:00:00.000Z',
  send: true,
  recipients: 42,
  file: horizon,
};

/** Sent when nobody was subscribed. */
export const sentToNobodyNewsletter: Newsletter = { ...sentNewsletter, id: 23, name: 'Сентябрьская рассылка', recipients: 0, file: null };
