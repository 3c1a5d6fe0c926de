import { Editor, Element, Transforms } from 'slate';
import { insertLink, linkifyBeforeCursor } from './commands';
import { htmlToSlate } from './deserialize';
import { pastedUrl } from './link-detection';

const inCodeBlock = (editor: Editor) =>
  Boolean(editor.selection && Editor.above(editor, { match: (node) => Element.isElement(node) && node.type === 'code-block' }));

/**
 * The editor's rules: links are inline, pictures and rules are void blocks, addresses become links
 * as they are typed or pasted, Enter in a code block is a new line, and pasted HTML keeps its formatting.
 */
export function withRichContent(editor: Editor): Editor {
  const { isInline, isVoid, insertText, insertBreak, insertData } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || element.type === 'horizontal-rule' || isVoid(element);

  editor.insertText = (text) => {
    if (/\s/.test(text)) linkifyBeforeCursor(editor);
    insertText(text);
  };

  editor.insertBreak = () => {
    if (inCodeBlock(editor)) {
      insertText('\n');
      return;
    }
    linkifyBeforeCursor(editor);
    const heading = Editor.above(editor, { match: (node) => Element.isElement(node) && node.type.startsWith('heading') });
    insertBreak();
    // A heading is one line: the next one is ordinary text.
    if (heading) Transforms.setNodes(editor, { type: 'paragraph' }, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) });
  };

  editor.insertSoftBreak = () => {
    linkifyBeforeCursor(editor);
    insertText('\n');
  };

  editor.insertData = (data) => {
    const slateFragment = data.getData('application/x-slate-fragment');
    const html = data.getData('text/html');
    const text = data.getData('text/plain');
    if (!slateFragment && !inCodeBlock(editor)) {
      const url = pastedUrl(text);
      if (url) {
        insertLink(editor, url);
        return;
      }
      if (html) {
        Transforms.insertFragment(editor, htmlToSlate(html));
        return;
      }
    }
    insertData(data);
  };

  return editor;
}
