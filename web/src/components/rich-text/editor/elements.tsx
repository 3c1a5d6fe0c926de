import Box from '@mui/joy/Box';
import type { CSSProperties, ReactNode } from 'react';
import { type RenderElementProps, type RenderLeafProps, useFocused, useSelected } from 'slate-react';
import type { Align } from './types';

/** Elements render as the tags the HTML uses, so the shared rich-text styles apply to both. */

const alignStyle = (align: Align | undefined): CSSProperties | undefined => (align ? { textAlign: align } : undefined);

// Slate's inline example: a zero-width text on both sides of a link lets the cursor reach its edges in Chromium.
const InlineChromiumBugfix = () => (
  <span contentEditable={false} style={{ fontSize: 0 }}>
    {String.fromCodePoint(160)}
  </span>
);

function SelectionFrame({ children }: { children: ReactNode }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <Box
      contentEditable={false}
      sx={{
        my: 1.5,
        borderRadius: 'sm',
        outline: selected && focused ? '2px solid' : 'none',
        outlineColor: 'focusVisible',
        outlineOffset: 2,
        '& hr, & img': { my: 0 },
      }}
    >
      {children}
    </Box>
  );
}

export function RichElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-one':
      return (
        <h1 {...attributes} style={alignStyle(element.align)}>
          {children}
        </h1>
      );
    case 'heading-two':
      return (
        <h2 {...attributes} style={alignStyle(element.align)}>
          {children}
        </h2>
      );
    case 'heading-three':
      return (
        <h3 {...attributes} style={alignStyle(element.align)}>
          {children}
        </h3>
      );
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case 'horizontal-rule':
      return (
        <div {...attributes}>
          <SelectionFrame>
            <hr />
          </SelectionFrame>
          {children}
        </div>
      );
    case 'image':
      return (
        <div {...attributes}>
          <SelectionFrame>
            <img src={element.url} alt={element.alt} />
          </SelectionFrame>
          {children}
        </div>
      );
    case 'link':
      return (
        <a {...attributes} href={element.url} title={element.url}>
          <InlineChromiumBugfix />
          {children}
          <InlineChromiumBugfix />
        </a>
      );
    case 'paragraph':
    default:
      return (
        <p {...attributes} style={alignStyle('align' in element ? element.align : undefined)}>
          {children}
        </p>
      );
  }
}

/** The same nesting as the serialiser writes. */
export function RichLeafView({ attributes, children, leaf }: RenderLeafProps) {
  // slate-react types a leaf's children as any; they are the rendered text.
  let content = children as ReactNode;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.highlight) content = <mark>{content}</mark>;
  if (leaf.strike) content = <s>{content}</s>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}
