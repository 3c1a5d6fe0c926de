import type { Align, MarkFormat, TextBlockType } from './types';

/** What the toolbar asks the editor to do. */
export type ToolbarCommand =
  | { kind: 'block'; block: TextBlockType }
  | { kind: 'mark'; mark: MarkFormat }
  | { kind: 'align'; align: Align }
  | { kind: 'rule' }
  | { kind: 'image' }
  | { kind: 'undo' }
  | { kind: 'redo' };

/** What the toolbar shows as pressed or unavailable, for the block and text at the cursor. */
export type ToolbarState = {
  block: TextBlockType | null;
  marks: ReadonlySet<MarkFormat>;
  align: Align;
  canAlign: boolean;
  /** Inside a code block, text marks do not apply. */
  inCode: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

export const initialToolbarState: ToolbarState = {
  block: 'paragraph',
  marks: new Set(),
  align: 'left',
  canAlign: true,
  inCode: false,
  canUndo: false,
  canRedo: false,
};
