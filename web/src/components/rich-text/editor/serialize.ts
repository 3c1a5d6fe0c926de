import type { Descendant } from 'slate';
import type { Align, FormattedText, RichElement } from './types';

/** Slate → HTML. Only tags and attributes the server's sanitiser keeps (server/src/shared/sanitize-html.ts). */

const isText = (node: Descendant): node is FormattedText => 'text' in node;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Marks wrap from the inside out, so the markup is the same whatever order they were applied in. */
function leafHtml(leaf: FormattedText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (leaf.code) html = `<code>${html}</code>`;
  if (leaf.highlight) html = `<mark>${html}</mark>`;
  if (leaf.strike) html = `<s>${html}</s>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

const alignStyle = (align: Align | undefined) => (align && align !== 'left' ? ` style="text-align: ${align}"` : '');

const plainText = (nodes: readonly Descendant[]): string => nodes.map((node) => (isText(node) ? node.text : plainText(node.children))).join('');

function elementHtml(element: RichElement): string {
  const children = () => inlineHtml(element.children);
  switch (element.type) {
    case 'paragraph':
      return `<p${alignStyle(element.align)}>${children()}</p>`;
    case 'heading-one':
      return `<h1${alignStyle(element.align)}>${children()}</h1>`;
    case 'heading-two':
      return `<h2${alignStyle(element.align)}>${children()}</h2>`;
    case 'heading-three':
      return `<h3${alignStyle(element.align)}>${children()}</h3>`;
    case 'block-quote':
      return `<blockquote>${children()}</blockquote>`;
    case 'code-block':
      return `<pre><code>${escapeHtml(plainText(element.children))}</code></pre>`;
    case 'horizontal-rule':
      return '<hr>';
    case 'image':
      return `<img src="${escapeHtml(element.url)}" alt="${escapeHtml(element.alt)}">`;
    case 'link':
      return `<a href="${escapeHtml(element.url)}">${children()}</a>`;
    default: {
      const unknown: never = element;
      return unknown;
    }
  }
}

function inlineHtml(nodes: readonly Descendant[]): string {
  return nodes.map((node) => (isText(node) ? leafHtml(node) : elementHtml(node))).join('');
}

export function slateToHtml(value: readonly Descendant[]): string {
  return value.map((node) => (isText(node) ? `<p>${leafHtml(node)}</p>` : elementHtml(node))).join('');
}

/** The visible text, blocks on their own lines: what the 3000 counter counts. */
export function slateToPlainText(value: readonly Descendant[]): string {
  return value.map((node) => (isText(node) ? node.text : plainText(node.children))).join('\n');
}
