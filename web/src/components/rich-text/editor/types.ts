import type { BaseEditor, Descendant } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** The newsletter document model. Each block maps to one tag the server's sanitiser keeps. */
export type Align = 'left' | 'center' | 'right' | 'justify';
export type MarkFormat = 'bold' | 'italic' | 'strike' | 'highlight' | 'code';
export type HeadingType = 'heading-one' | 'heading-two' | 'heading-three';
/** Blocks the toolbar switches between. */
export type TextBlockType = 'paragraph' | HeadingType | 'block-quote' | 'code-block';

export type FormattedText = { text: string } & { [mark in MarkFormat]?: true };

export type ParagraphElement = { type: 'paragraph'; align?: Align; children: Descendant[] };
export type HeadingElement = { type: HeadingType; align?: Align; children: Descendant[] };
export type BlockQuoteElement = { type: 'block-quote'; children: Descendant[] };
/** Text only; line breaks are `\n` inside it. */
export type CodeBlockElement = { type: 'code-block'; children: Descendant[] };
export type HorizontalRuleElement = { type: 'horizontal-rule'; children: Descendant[] };
export type ImageElement = { type: 'image'; url: string; alt: string; children: Descendant[] };
export type LinkElement = { type: 'link'; url: string; children: Descendant[] };

export type RichElement =
  | ParagraphElement
  | HeadingElement
  | BlockQuoteElement
  | CodeBlockElement
  | HorizontalRuleElement
  | ImageElement
  | LinkElement;

export type RichEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichEditor;
    Element: RichElement;
    Text: FormattedText;
  }
}

export const markFormats: readonly MarkFormat[] = ['bold', 'italic', 'strike', 'highlight', 'code'];

/** Blocks that take a text alignment (the sanitiser keeps `text-align` on p and h1–h3 only). */
export const alignableTypes: ReadonlySet<RichElement['type']> = new Set(['paragraph', 'heading-one', 'heading-two', 'heading-three']);

export const emptyParagraph = (): ParagraphElement => ({ type: 'paragraph', children: [{ text: '' }] });
