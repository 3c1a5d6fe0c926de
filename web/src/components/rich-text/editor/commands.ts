import { Editor, Element, type Node, Path, Range, Transforms } from 'slate';
import { HistoryEditor } from 'slate-history';
import { findUrlBeforeCursor } from './link-detection';
import type { ToolbarCommand, ToolbarState } from './toolbar-model';
import { type Align, type MarkFormat, type RichElement, type TextBlockType, alignableTypes, emptyParagraph, markFormats } from './types';

const isLink = (node: Node): node is Extract<RichElement, { type: 'link' }> => Element.isElement(node) && node.type === 'link';

/** The lowest block around the cursor (a paragraph, a heading, a picture…). */
function currentBlock(editor: Editor): RichElement | null {
  if (!editor.selection) return null;
  const entry = Editor.above<RichElement>(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node): node is RichElement => Element.isElement(node) && Editor.isBlock(editor, node),
    mode: 'lowest',
  });
  return entry ? entry[0] : null;
}

function isMarkActive(editor: Editor, mark: MarkFormat): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

function toggleMark(editor: Editor, mark: MarkFormat): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function toggleBlock(editor: Editor, type: TextBlockType): void {
  const active = currentBlock(editor)?.type === type;
  const next: TextBlockType = active || type === 'paragraph' ? 'paragraph' : type;
  Transforms.setNodes(
    editor,
    { type: next },
    { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && !editor.isVoid(node) },
  );
  // Quotes and code keep no alignment (the sanitiser would drop it).
  if (!alignableTypes.has(next)) Transforms.unsetNodes(editor, 'align', { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
}

function setAlign(editor: Editor, align: Align): void {
  const match = (node: Node) => Element.isElement(node) && alignableTypes.has(node.type);
  if (align === 'left') Transforms.unsetNodes(editor, 'align', { match });
  else Transforms.setNodes(editor, { align }, { match });
}

/** A picture or a rule goes in as a block, followed by an empty paragraph to keep writing in. */
export function insertBlockVoid(editor: Editor, node: Extract<RichElement, { type: 'image' | 'horizontal-rule' }>): void {
  Transforms.insertNodes(editor, [node, emptyParagraph()]);
}

export function runCommand(editor: Editor, command: ToolbarCommand): void {
  switch (command.kind) {
    case 'mark':
      toggleMark(editor, command.mark);
      break;
    case 'block':
      toggleBlock(editor, command.block);
      break;
    case 'align':
      setAlign(editor, command.align);
      break;
    case 'rule':
      insertBlockVoid(editor, { type: 'horizontal-rule', children: [{ text: '' }] });
      break;
    case 'image':
      // Opened by the editor component, which owns the picture dialog.
      break;
    case 'undo':
      HistoryEditor.undo(editor);
      break;
    case 'redo':
      HistoryEditor.redo(editor);
      break;
    default: {
      const unknown: never = command;
      throw new Error(`Unknown toolbar command ${JSON.stringify(unknown)}`);
    }
  }
}

export function toolbarState(editor: Editor): ToolbarState {
  const block = currentBlock(editor);
  const type = block?.type ?? 'paragraph';
  const marks = new Set(markFormats.filter((mark) => isMarkActive(editor, mark)));
  const align = block && 'align' in block && block.align ? block.align : 'left';
  return {
    block: type === 'link' || type === 'image' || type === 'horizontal-rule' ? null : type,
    marks,
    align,
    canAlign: alignableTypes.has(type),
    inCode: type === 'code-block',
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}

/**
 * Automatic link detection: when a space or a line break follows a web address, the address
 * becomes a link and the cursor is put after it, so the next letters are not part of the link.
 */
export function linkifyBeforeCursor(editor: Editor): void {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return;
  const cursor = selection.anchor;
  if (Editor.above(editor, { at: cursor, match: isLink })) return;
  if (Editor.above(editor, { at: cursor, match: (node) => Element.isElement(node) && node.type === 'code-block' })) return;
  const [leaf, leafPath] = Editor.leaf(editor, cursor);
  if (leaf.code) return;
  const found = findUrlBeforeCursor(leaf.text, cursor.offset);
  if (!found) return;

  const after = Editor.pointRef(editor, cursor);
  const range = { anchor: { path: leafPath, offset: found.start }, focus: { path: leafPath, offset: found.end } };
  const rangeRef = Editor.rangeRef(editor, range);
  Transforms.wrapNodes(editor, { type: 'link', url: found.url, children: [] }, { at: range, split: true });
  const linkEnd = rangeRef.unref();
  const cursorAfter = after.unref();
  const linkEntry = linkEnd ? Editor.above(editor, { at: Range.start(linkEnd), match: isLink }) : undefined;
  if (found.end === cursor.offset && linkEntry) {
    Transforms.select(editor, Editor.start(editor, Path.next(linkEntry[1])));
  } else if (cursorAfter) {
    Transforms.select(editor, cursorAfter);
  }
}

export function insertLink(editor: Editor, url: string): void {
  if (editor.selection && !Range.isCollapsed(editor.selection)) {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
    return;
  }
  Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
}
