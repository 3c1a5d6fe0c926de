import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import RichTextEditor from '../web/src/components/rich-text/editor/rich-text-editor';
import { EditorToolbar } from '../web/src/components/rich-text/editor/editor-toolbar';
import { initialToolbarState } from '../web/src/components/rich-text/editor/toolbar-model';
import { scheduledNewsletter } from './content-fixtures';

const meta = {
  title: 'Компоненты/Редактор текста',
  component: EditorToolbar,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 800, mx: 'auto', p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { state: initialToolbarState, onCommand: fn() },
  render: (args) => (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
      <EditorToolbar {...args} />
    </Sheet>
  ),
} satisfies Meta<typeof EditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In an ordinary paragraph, nothing to undo yet. */
export const Default: Story = {};

/** In a centred second-level heading with bold and highlighted text. */
export const ActiveFormats: Story = {
  args: {
    state: { ...initialToolbarState, block: 'heading-two', marks: new Set(['bold', 'highlight']), align: 'center', canUndo: true },
  },
};

/** In a code block: marks and alignment do not apply there. */
export const InCodeBlock: Story = {
  args: { state: { ...initialToolbarState, block: 'code-block', canAlign: false, inCode: true, canUndo: true, canRedo: true } },
};

export const Disabled: Story = { args: { disabled: true } };

/** The whole editor, with a saved newsletter. Type an address and a space to see it become a link. */
export const Editor: Story = {
  render: () => (
    <>
      <Typography id="newsletter-text-label" level="title-sm" sx={{ mb: 1 }}>
        Текст письма
      </Typography>
      <RichTextEditor initialHtml={scheduledNewsletter.description} onChange={fn()} labelledBy="newsletter-text-label" />
    </>
  ),
};
