import type { Descendant } from 'slate';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import { type Align, type FormattedText, type ImageElement, type MarkFormat, type RichElement, emptyParagraph, markFormats } from './types';

/**
 * HTML → Slate, for editing a saved newsletter (server-sanitised HTML) and for pasting. It walks a
 * minimal DOM-like interface, so the browser's DOMParser and a test parser both fit.
 */
export type HtmlNode = {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

type Marks = Partial<Record<MarkFormat, true>>;
/** Inline content before images are lifted out to blocks of their own. */
type InlinePiece = FormattedText | Extract<RichElement, { type: 'link' }> | ImageElement;

const markOfTag: Record<string, MarkFormat> = {
  STRONG: 'bold',
  B: 'bold',
  EM: 'italic',
  I: 'italic',
  S: 'strike',
  DEL: 'strike',
  STRIKE: 'strike',
  MARK: 'highlight',
  CODE: 'code',
};

const headingOfTag = { H1: 'heading-one', H2: 'heading-two', H3: 'heading-three', H4: 'heading-three', H5: 'heading-three', H6: 'heading-three' } as const;
const blockTags = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'HR', 'UL', 'OL', 'LI', 'IMG', 'SECTION', 'ARTICLE', 'TABLE', 'FIGURE']);

const tagOf = (node: HtmlNode) => node.nodeName.toUpperCase();
const childrenOf = (node: HtmlNode): HtmlNode[] => Array.from(node.childNodes);
const attribute = (node: HtmlNode, name: string) => node.getAttribute?.(name) ?? null;
const isTextLeaf = (node: Descendant | InlinePiece): node is FormattedText => 'text' in node;

function alignOf(node: HtmlNode): Align | undefined {
  const match = /text-align\s*:\s*(left|center|right|justify)/i.exec(attribute(node, 'style') ?? '');
  const align = match?.[1]?.toLowerCase() as Align | undefined;
  return align && align !== 'left' ? align : undefined;
}

function imageOf(node: HtmlNode): ImageElement | null {
  const url = safeImageUrl(attribute(node, 'src') ?? '');
  return url ? { type: 'image', url, alt: attribute(node, 'alt') ?? '', children: [{ text: '' }] } : null;
}

const collapseSpaces = (text: string) => text.replace(/[\t\n\r ]+/g, ' ');

function inlinePieces(node: HtmlNode, marks: Marks, inLink = false): InlinePiece[] {
  if (node.nodeType === TEXT_NODE) {
    const text = collapseSpaces(node.textContent ?? '');
    return text ? [{ text, ...marks }] : [];
  }
  if (node.nodeType !== ELEMENT_NODE) return [];
  const tag = tagOf(node);
  if (tag === 'BR') return [{ text: '\n', ...marks }];
  if (tag === 'IMG') {
    const image = imageOf(node);
    return image ? [image] : [];
  }
  const mark = markOfTag[tag];
  const inner = mark ? { ...marks, [mark]: true as const } : marks;
  if (tag === 'A' && !inLink) {
    const url = safeLinkUrl(attribute(node, 'href') ?? '');
    const content = childrenOf(node).flatMap((child) => inlinePieces(child, inner, true));
    if (!url) return content;
    const texts = content.filter(isTextLeaf);
    return [{ type: 'link', url, children: texts.length > 0 ? texts : [{ text: url }] }, ...content.filter((piece) => !isTextLeaf(piece))];
  }
  // Block tags met inside inline content (a <p> in a <blockquote>) become line breaks between them.
  const pieces = childrenOf(node).flatMap((child) => inlinePieces(child, inner, inLink));
  return blockTags.has(tag) && pieces.length > 0 ? [...pieces, { text: '\n', ...marks }] : pieces;
}

const sameMarks = (a: FormattedText, b: FormattedText) => markFormats.every((mark) => a[mark] === b[mark]);

/**
 * Slate's own normal form for inline children, so a parsed value equals the one that was serialised:
 * neighbouring texts with the same marks merged, empty texts dropped, and a text on both sides of
 * every link.
 */
function normalizeInlines(pieces: readonly Descendant[]): Descendant[] {
  const merged: Descendant[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (isTextLeaf(piece) && last && isTextLeaf(last) && sameMarks(last, piece)) merged[merged.length - 1] = { ...last, text: last.text + piece.text };
    else merged.push(piece);
  }
  const result: Descendant[] = [];
  merged.forEach((node) => {
    if (isTextLeaf(node)) {
      if (node.text !== '') result.push(node);
      return;
    }
    const last = result.at(-1);
    if (!last || !isTextLeaf(last)) result.push({ text: '' });
    result.push({ ...node, children: normalizeInlines(node.children) });
  });
  const last = result.at(-1);
  if (!last || !isTextLeaf(last)) result.push({ text: '' });
  return result;
}

/** Trailing and leading spaces and line breaks that only came from the markup's layout. */
function trimPieces(pieces: InlinePiece[]): InlinePiece[] {
  const result = [...pieces];
  const first = result[0];
  if (first && isTextLeaf(first)) result[0] = { ...first, text: first.text.replace(/^[ \n]+/, '') };
  const lastIndex = result.length - 1;
  const last = result[lastIndex];
  if (last && isTextLeaf(last)) result[lastIndex] = { ...last, text: last.text.replace(/[ \n]+$/, '') };
  return result;
}

type TextBlock = Extract<RichElement, { type: 'paragraph' | 'heading-one' | 'heading-two' | 'heading-three' | 'block-quote' }>;

/** A text block; pictures inside it are lifted out to blocks of their own, as the editor keeps them. */
function textBlocks(make: (children: Descendant[]) => TextBlock, pieces: InlinePiece[]): Descendant[] {
  const blocks: Descendant[] = [];
  let run: InlinePiece[] = [];
  const flush = (force: boolean) => {
    const trimmed = trimPieces(run);
    const hasContent = trimmed.some((piece) => !isTextLeaf(piece) || piece.text !== '');
    if (hasContent || force) blocks.push(make(normalizeInlines(trimmed)));
    run = [];
  };
  let lifted = false;
  for (const piece of pieces) {
    if (!isTextLeaf(piece) && piece.type === 'image') {
      flush(false);
      blocks.push(piece);
      lifted = true;
    } else run.push(piece);
  }
  flush(!lifted);
  return blocks;
}

function blocksOf(container: HtmlNode): Descendant[] {
  const blocks: Descendant[] = [];
  let loose: InlinePiece[] = [];
  const flushLoose = () => {
    if (loose.some((piece) => !isTextLeaf(piece) || piece.text.trim() !== '')) {
      blocks.push(...textBlocks((children) => ({ type: 'paragraph', children }), loose));
    }
    loose = [];
  };

  for (const node of childrenOf(container)) {
    const tag = node.nodeType === ELEMENT_NODE ? tagOf(node) : '';
    if (node.nodeType !== ELEMENT_NODE || !blockTags.has(tag)) {
      if (tag === 'BR') flushLoose();
      else loose.push(...inlinePieces(node, {}));
      continue;
    }
    flushLoose();
    const inline = () => childrenOf(node).flatMap((child) => inlinePieces(child, {}));
    if (tag === 'P') {
      const align = alignOf(node);
      blocks.push(...textBlocks((children) => ({ type: 'paragraph', ...(align ? { align } : {}), children }), inline()));
    } else if (tag in headingOfTag) {
      const type = headingOfTag[tag as keyof typeof headingOfTag];
      const align = alignOf(node);
      blocks.push(...textBlocks((children) => ({ type, ...(align ? { align } : {}), children }), inline()));
    } else if (tag === 'BLOCKQUOTE') {
      blocks.push(...textBlocks((children) => ({ type: 'block-quote', children }), inline()));
    } else if (tag === 'PRE') {
      blocks.push({ type: 'code-block', children: [{ text: (node.textContent ?? '').replace(/\n$/, '') }] });
    } else if (tag === 'HR') {
      blocks.push({ type: 'horizontal-rule', children: [{ text: '' }] });
    } else if (tag === 'IMG') {
      const image = imageOf(node);
      if (image) blocks.push(image);
    } else if (tag === 'UL' || tag === 'OL') {
      // Lists are not in the toolbar: each item keeps its text as a paragraph with its marker.
      childrenOf(node)
        .filter((item) => item.nodeType === ELEMENT_NODE && tagOf(item) === 'LI')
        .forEach((item, index) => {
          const marker = tag === 'OL' ? `${index + 1}. ` : '• ';
          const pieces = childrenOf(item).flatMap((child) => inlinePieces(child, {}));
          blocks.push(...textBlocks((children) => ({ type: 'paragraph', children }), [{ text: marker }, ...pieces]));
        });
    } else {
      blocks.push(...blocksOf(node));
    }
  }
  flushLoose();
  return blocks;
}

export function domToSlate(root: HtmlNode): Descendant[] {
  const blocks = blocksOf(root);
  return blocks.length > 0 ? blocks : [emptyParagraph()];
}

export function htmlToSlate(html: string): Descendant[] {
  return domToSlate(new DOMParser().parseFromString(html, 'text/html').body);
}
