import { parseDocument } from 'htmlparser2';
import type { Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { type HtmlNode, domToSlate } from './deserialize';
import { findUrlBeforeCursor, pastedUrl } from './link-detection';
import { slateToHtml, slateToPlainText } from './serialize';

/** The web tests run in Node: htmlparser2 (the parser the server's sanitiser uses) stands in for DOMParser. */
type ParsedNode = { nodeType: number; tagName?: string; data?: string; attribs?: Record<string, string>; childNodes?: ParsedNode[] };

function adapt(node: ParsedNode): HtmlNode {
  const children = (node.childNodes ?? []).map(adapt);
  return {
    nodeType: node.nodeType,
    nodeName: node.tagName ?? (node.nodeType === 3 ? '#text' : '#document'),
    textContent: node.nodeType === 3 ? (node.data ?? '') : children.map((child) => child.textContent ?? '').join(''),
    childNodes: children,
    getAttribute: (name) => node.attribs?.[name] ?? null,
  };
}

const parse = (html: string): Descendant[] => domToSlate(adapt(parseDocument(html)));

const paragraph = (...children: Descendant[]): Descendant => ({ type: 'paragraph', children });

describe('slate → HTML', () => {
  it('should write bold text inside a paragraph', () => {
    expect(slateToHtml([paragraph({ text: 'Сделайте ' }, { text: 'первый шаг', bold: true }, { text: '.' })])).toBe(
      '<p>Сделайте <strong>первый шаг</strong>.</p>',
    );
  });

  it('should nest marks in one fixed order', () => {
    expect(slateToHtml([paragraph({ text: 'важно', italic: true, bold: true, highlight: true, strike: true })])).toBe(
      '<p><strong><em><s><mark>важно</mark></s></em></strong></p>',
    );
  });

  it('should write headings with their alignment, and leave left alignment implicit', () => {
    expect(
      slateToHtml([
        { type: 'heading-one', align: 'center', children: [{ text: 'Ноябрьская рассылка' }] },
        { type: 'heading-two', children: [{ text: 'Что нового' }] },
        { type: 'heading-three', align: 'left', children: [{ text: 'Детали' }] },
        { type: 'paragraph', align: 'justify', children: [{ text: 'Текст по ширине.' }] },
      ]),
    ).toBe(
      '<h1 style="text-align: center">Ноябрьская рассылка</h1><h2>Что нового</h2><h3>Детали</h3><p style="text-align: justify">Текст по ширине.</p>',
    );
  });

  it('should write links with an escaped address', () => {
    expect(
      slateToHtml([paragraph({ text: 'Запись: ' }, { type: 'link', url: 'https://example.ru/?a=1&b=2', children: [{ text: 'example.ru' }] }, { text: '' })]),
    ).toBe('<p>Запись: <a href="https://example.ru/?a=1&amp;b=2">example.ru</a></p>');
  });

  it('should write a code block as escaped preformatted text with its line breaks', () => {
    expect(slateToHtml([{ type: 'code-block', children: [{ text: 'if (a < b && c) {\n  go();\n}' }] }])).toBe(
      '<pre><code>if (a &lt; b &amp;&amp; c) {\n  go();\n}</code></pre>',
    );
  });

  it('should write inline code, quotes, rules, pictures and soft line breaks', () => {
    expect(
      slateToHtml([
        { type: 'block-quote', children: [{ text: 'Первая строка\nвторая' }] },
        { type: 'horizontal-rule', children: [{ text: '' }] },
        { type: 'image', url: 'https://example.ru/a.png', alt: 'Схема "трёх шагов"', children: [{ text: '' }] },
        paragraph({ text: 'Команда ' }, { text: 'npm test', code: true }),
      ]),
    ).toBe(
      '<blockquote>Первая строка<br>вторая</blockquote><hr><img src="https://example.ru/a.png" alt="Схема &quot;трёх шагов&quot;"><p>Команда <code>npm test</code></p>',
    );
  });

  it('should count the visible text, one block per line', () => {
    expect(slateToPlainText([paragraph({ text: 'Раз' }), { type: 'horizontal-rule', children: [{ text: '' }] }, paragraph({ text: 'два' })])).toBe('Раз\n\nдва');
  });
});

describe('HTML → slate', () => {
  const document: Descendant[] = [
    { type: 'heading-one', align: 'center', children: [{ text: 'Ноябрьская рассылка' }] },
    paragraph(
      { text: 'Привет! Это ' },
      { text: 'важно', bold: true },
      { text: ', ' },
      { text: 'очень', bold: true, italic: true },
      { text: ' и ' },
      { text: 'устарело', strike: true },
      { text: '. ' },
      { text: 'Маркер', highlight: true },
      { text: ' и ' },
      { text: 'код', code: true },
      { text: '.' },
    ),
    { type: 'paragraph', align: 'right', children: [{ text: 'Справа\nс переносом' }] },
    paragraph({ text: 'Подробности: ' }, { type: 'link', url: 'https://example.ru/blogs/1', children: [{ text: 'статья', bold: true }] }, { text: ' в блоге.' }),
    { type: 'heading-two', children: [{ text: 'Шаги' }] },
    { type: 'heading-three', align: 'justify', children: [{ text: 'Шаг первый' }] },
    { type: 'block-quote', children: [{ text: 'Путь в тысячу ли начинается с первого шага.' }] },
    { type: 'code-block', children: [{ text: 'const steps = 5;\nif (steps > 3) start();' }] },
    { type: 'horizontal-rule', children: [{ text: '' }] },
    { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', alt: 'Схема', children: [{ text: '' }] },
    paragraph({ text: '' }),
  ];

  it('should read back what it wrote', () => {
    expect(parse(slateToHtml(document))).toEqual(document);
  });

  it('should read the sanitiser’s output: self-closing tags, rel on links, layout whitespace', () => {
    const html = `
      <p>Ссылка <a href="https://example.ru" rel="noopener noreferrer">тут</a></p>
      <img src="https://example.ru/a.png" alt="" />
      <hr />`;
    expect(parse(html)).toEqual([
      paragraph({ text: 'Ссылка ' }, { type: 'link', url: 'https://example.ru', children: [{ text: 'тут' }] }, { text: '' }),
      { type: 'image', url: 'https://example.ru/a.png', alt: '', children: [{ text: '' }] },
      { type: 'horizontal-rule', children: [{ text: '' }] },
    ]);
  });

  it('should lift a picture out of a paragraph and drop unsafe addresses', () => {
    expect(parse('<p>До<img src="https://example.ru/a.png" alt="a">после <a href="javascript:alert(1)">ссылка</a></p>')).toEqual([
      paragraph({ text: 'До' }),
      { type: 'image', url: 'https://example.ru/a.png', alt: 'a', children: [{ text: '' }] },
      paragraph({ text: 'после ссылка' }),
    ]);
  });

  it('should keep list items as paragraphs and give an empty document one empty paragraph', () => {
    expect(parse('<ul><li>Один</li><li><b>Два</b></li></ul>')).toEqual([paragraph({ text: '• Один' }), paragraph({ text: '• ' }, { text: 'Два', bold: true })]);
    expect(parse('')).toEqual([paragraph({ text: '' })]);
  });
});

describe('automatic link detection', () => {
  it('should find the address that ends at the cursor', () => {
    const text = 'Запись тут: https://example.ru/lk';
    expect(findUrlBeforeCursor(text, text.length)).toEqual({ start: 12, end: text.length, url: 'https://example.ru/lk' });
  });

  it('should leave the closing punctuation outside the link and complete www addresses', () => {
    const text = 'Смотрите www.example.ru.';
    expect(findUrlBeforeCursor(text, text.length)).toEqual({ start: 9, end: text.length - 1, url: 'https://www.example.ru' });
  });

  it('should not link a half-typed address or a word glued to it', () => {
    expect(findUrlBeforeCursor('https://', 8)).toBeNull();
    expect(findUrlBeforeCursor('xhttps://example.ru', 19)).toBeNull();
    expect(findUrlBeforeCursor('просто текст', 12)).toBeNull();
  });

  it('should recognise a pasted address', () => {
    expect(pastedUrl(' https://example.ru/a?b=1 ')).toBe('https://example.ru/a?b=1');
    expect(pastedUrl('https://example.ru и текст')).toBeNull();
  });
});
