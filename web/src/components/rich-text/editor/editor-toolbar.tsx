import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { ImageIcon } from '../../icons/icons';
import type { ToolbarCommand, ToolbarState } from './toolbar-model';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  CodeIcon,
  HighlightIcon,
  ItalicIcon,
  QuoteIcon,
  RedoIcon,
  RuleIcon,
  StrikeIcon,
  UndoIcon,
} from './toolbar-icons';

type ToolbarButton = {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
  command: ToolbarCommand;
  /** Toggles report their state with aria-pressed; one-off actions (a rule, a picture) do not. */
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
};

/** The visible text of a button whose name must contain it too (WCAG 2.5.3, label in name). */
const textIcon = (text: string) => (
  <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 'sm', lineHeight: 1, minWidth: 20, textAlign: 'center' }}>
    {text}
  </Box>
);

const markDisabled = (state: ToolbarState) => state.inCode;
const alignDisabled = (state: ToolbarState) => !state.canAlign;

/** Spec 2.9: headings 1–3, paragraph, bold, italic, strike, highlight, the four alignments; then code, quote, rule, picture. */
const groups: readonly (readonly ToolbarButton[])[] = [
  [
    { key: 'h1', label: 'Заголовок 1 — H1', icon: textIcon('H1'), command: { kind: 'block', block: 'heading-one' }, pressed: (s) => s.block === 'heading-one' },
    { key: 'h2', label: 'Заголовок 2 — H2', icon: textIcon('H2'), command: { kind: 'block', block: 'heading-two' }, pressed: (s) => s.block === 'heading-two' },
    { key: 'h3', label: 'Заголовок 3 — H3', icon: textIcon('H3'), command: { kind: 'block', block: 'heading-three' }, pressed: (s) => s.block === 'heading-three' },
    { key: 'p', label: 'Абзац', icon: textIcon('¶'), command: { kind: 'block', block: 'paragraph' }, pressed: (s) => s.block === 'paragraph' },
  ],
  [
    { key: 'bold', label: 'Жирный', shortcut: 'Ctrl+B', icon: <BoldIcon />, command: { kind: 'mark', mark: 'bold' }, pressed: (s) => s.marks.has('bold'), disabled: markDisabled },
    { key: 'italic', label: 'Курсив', shortcut: 'Ctrl+I', icon: <ItalicIcon />, command: { kind: 'mark', mark: 'italic' }, pressed: (s) => s.marks.has('italic'), disabled: markDisabled },
    { key: 'strike', label: 'Зачёркнутый', icon: <StrikeIcon />, command: { kind: 'mark', mark: 'strike' }, pressed: (s) => s.marks.has('strike'), disabled: markDisabled },
    {
      key: 'highlight',
      label: 'Выделение маркером',
      icon: <HighlightIcon />,
      command: { kind: 'mark', mark: 'highlight' },
      pressed: (s) => s.marks.has('highlight'),
      disabled: markDisabled,
    },
  ],
  [
    { key: 'left', label: 'По левому краю', icon: <AlignLeftIcon />, command: { kind: 'align', align: 'left' }, pressed: (s) => s.canAlign && s.align === 'left', disabled: alignDisabled },
    { key: 'center', label: 'По центру', icon: <AlignCenterIcon />, command: { kind: 'align', align: 'center' }, pressed: (s) => s.align === 'center', disabled: alignDisabled },
    { key: 'right', label: 'По правому краю', icon: <AlignRightIcon />, command: { kind: 'align', align: 'right' }, pressed: (s) => s.align === 'right', disabled: alignDisabled },
    { key: 'justify', label: 'По ширине', icon: <AlignJustifyIcon />, command: { kind: 'align', align: 'justify' }, pressed: (s) => s.align === 'justify', disabled: alignDisabled },
  ],
  [
    { key: 'code', label: 'Код в строке', icon: <CodeIcon />, command: { kind: 'mark', mark: 'code' }, pressed: (s) => s.marks.has('code'), disabled: markDisabled },
    { key: 'code-block', label: 'Блок кода', icon: textIcon('{ }'), command: { kind: 'block', block: 'code-block' }, pressed: (s) => s.block === 'code-block' },
    { key: 'quote', label: 'Цитата', icon: <QuoteIcon />, command: { kind: 'block', block: 'block-quote' }, pressed: (s) => s.block === 'block-quote' },
    { key: 'rule', label: 'Горизонтальная линия', icon: <RuleIcon />, command: { kind: 'rule' } },
    { key: 'image', label: 'Изображение', icon: <ImageIcon />, command: { kind: 'image' } },
  ],
  [
    { key: 'undo', label: 'Отменить', shortcut: 'Ctrl+Z', icon: <UndoIcon />, command: { kind: 'undo' }, disabled: (s) => !s.canUndo },
    { key: 'redo', label: 'Повторить', shortcut: 'Ctrl+Shift+Z', icon: <RedoIcon />, command: { kind: 'redo' }, disabled: (s) => !s.canRedo },
  ],
];

const buttons = groups.flat();

export type EditorToolbarProps = {
  state: ToolbarState;
  onCommand: (command: ToolbarCommand) => void;
  /** The id of the editable area the toolbar formats. */
  controls?: string;
  disabled?: boolean;
};

/**
 * The formatting toolbar (spec 2.9). One tab stop; arrow keys, Home and End move between buttons
 * (the WAI-ARIA toolbar pattern). Buttons keep the editor's selection by not taking focus on click.
 */
export function EditorToolbar({ state, onCommand, controls, disabled = false }: EditorToolbarProps) {
  const isDisabled = (button: ToolbarButton) => disabled || (button.disabled?.(state) ?? false);
  const enabled = buttons.filter((button) => !isDisabled(button));
  const [current, setCurrent] = useState(buttons[0]?.key ?? '');
  const tabStop = enabled.some((button) => button.key === current) ? current : enabled[0]?.key;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % enabled.length,
      ArrowLeft: (index) => (index - 1 + enabled.length) % enabled.length,
      Home: () => 0,
      End: () => enabled.length - 1,
    };
    const move = moves[event.key];
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const index = Math.max(0, enabled.findIndex((button) => button.key === tabStop));
    const next = enabled[move(index)];
    if (!next) return;
    setCurrent(next.key);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-toolbar-key="${next.key}"]`)?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label="Форматирование текста"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}
    >
      {groups.map((group, index) => (
        <Box key={group[0]?.key ?? index} sx={{ display: 'contents' }}>
          {index > 0 ? <Divider orientation="vertical" sx={{ mx: 0.5, my: 0.5 }} /> : null}
          {group.map((button) => {
            const pressed = button.pressed?.(state);
            const title = button.shortcut ? `${button.label} (${button.shortcut})` : button.label;
            const control = (
              <IconButton
                key={button.key}
                size="sm"
                variant={pressed ? 'soft' : 'plain'}
                color={pressed ? 'primary' : 'neutral'}
                aria-label={button.label}
                aria-pressed={button.pressed ? pressed : undefined}
                aria-haspopup={button.command.kind === 'image' ? 'dialog' : undefined}
                aria-keyshortcuts={button.shortcut?.replace('Ctrl', 'Control')}
                data-toolbar-key={button.key}
                tabIndex={button.key === tabStop ? 0 : -1}
                disabled={isDisabled(button)}
                onFocus={() => setCurrent(button.key)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onCommand(button.command)}
              >
                {button.icon}
              </IconButton>
            );
            // A disabled button gets no events, so it gets no tooltip either; its name is still read out.
            return isDisabled(button) ? (
              control
            ) : (
              <Tooltip key={button.key} title={title} size="sm" variant="solid" placement="top" enterDelay={400}>
                {control}
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
