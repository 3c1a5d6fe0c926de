import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { Editor, type Range, Transforms, createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact } from 'slate-react';
import { richTextSx } from '../rich-text-styles';
import { insertBlockVoid, runCommand, toolbarState } from './commands';
import { htmlToSlate } from './deserialize';
import { EditorToolbar } from './editor-toolbar';
import { RichElementView, RichLeafView } from './elements';
import { ImageInsertDialog } from './image-insert-dialog';
import { slateToHtml, slateToPlainText } from './serialize';
import type { ToolbarCommand } from './toolbar-model';
import type { MarkFormat } from './types';
import { withRichContent } from './with-rich-content';

export type RichTextValue = { html: string; text: string };

export type RichTextEditorProps = {
  /** The saved HTML; read once, on mount. */
  initialHtml: string;
  onChange: (value: RichTextValue) => void;
  /** The id of the editable area (the toolbar's `aria-controls`). */
  id?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  placeholder?: string;
};

const shortcuts: Record<string, MarkFormat> = { b: 'bold', i: 'italic' };

function ConnectedToolbar({ controls, disabled, onImage }: { controls?: string; disabled: boolean; onImage: () => void }) {
  const editor = useSlate();
  const onCommand = (command: ToolbarCommand) => {
    if (command.kind === 'image') onImage();
    else runCommand(editor, command);
  };
  return <EditorToolbar state={toolbarState(editor)} onCommand={onCommand} controls={controls} disabled={disabled} />;
}

/**
 * The newsletter's rich-text editor (spec 2.9). Loaded on demand: Slate stays out of every bundle
 * but the one of this editor.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  id,
  labelledBy,
  describedBy,
  invalid = false,
  readOnly = false,
  placeholder = 'Напишите текст рассылки…',
}: RichTextEditorProps) {
  const [editor] = useState(() => withRichContent(withHistory(withReact(createEditor()))));
  const [initialValue] = useState(() => htmlToSlate(initialHtml));
  const [imageOpen, setImageOpen] = useState(false);
  // The picture dialog takes the focus, and Slate drops its selection with it: keep where the picture goes.
  const imageAt = useRef<Range | null>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mark = shortcuts[event.key.toLowerCase()];
      if (!mark || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      runCommand(editor, { kind: 'mark', mark });
    },
    [editor],
  );

  const openImageDialog = () => {
    imageAt.current = editor.selection;
    setImageOpen(true);
  };

  const closeImageDialog = () => {
    setImageOpen(false);
    if (imageAt.current) Transforms.select(editor, imageAt.current);
    ReactEditor.focus(editor);
  };

  const insertImage = (image: { url: string; alt: string }) => {
    setImageOpen(false);
    Transforms.select(editor, imageAt.current ?? Editor.end(editor, []));
    insertBlockVoid(editor, { type: 'image', url: image.url, alt: image.alt, children: [{ text: '' }] });
    // Focus last: focusing first lets Slate read the browser's selection, which is still in the dialog.
    ReactEditor.focus(editor);
  };

  return (
    <Slate
      editor={editor}
      initialValue={initialValue}
      onValueChange={(value) => onChange({ html: slateToHtml(value), text: slateToPlainText(value) })}
    >
      <Sheet
        variant="outlined"
        sx={{
          borderRadius: 'sm',
          borderColor: invalid ? 'danger.outlinedBorder' : 'neutral.outlinedBorder',
          bgcolor: 'background.surface',
          '&:focus-within': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 1 },
        }}
      >
        <ConnectedToolbar controls={id} disabled={readOnly} onImage={openImageDialog} />
        <Divider />
        <Box sx={{ ...richTextSx, maxHeight: '55vh', overflowY: 'auto', '& [data-slate-editor] > :first-child': { mt: 0 } }}>
          <Editable
            id={id}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            readOnly={readOnly}
            placeholder={placeholder}
            renderElement={RichElementView}
            renderLeaf={RichLeafView}
            onKeyDown={onKeyDown}
            spellCheck
            style={{ minHeight: 260, padding: '12px 16px', outline: 'none' }}
          />
        </Box>
      </Sheet>
      <ImageInsertDialog open={imageOpen} onClose={closeImageDialog} onInsert={insertImage} />
    </Slate>
  );
}
