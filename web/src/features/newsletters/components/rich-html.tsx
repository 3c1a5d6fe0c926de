import Box from '@mui/joy/Box';
import type { SxProps } from '@mui/joy/styles/types';
import { richTextSx } from '../../../components/rich-text/rich-text-styles';

export type RichHtmlProps = { html: string; sx?: SxProps };

/** The array form of `sx`, which Joy merges in order. */
type SxList = Extract<SxProps, readonly unknown[]>;

const isSxList = (sx: SxProps): sx is SxList => Array.isArray(sx);

function sxList(sx: SxProps | undefined): SxList {
  if (sx === undefined) return [];
  return isSxList(sx) ? sx : [sx];
}

/**
 * Newsletter HTML as the server stores it. The one place it is put into the page unescaped: the
 * server sanitises every description on save (server/src/shared/sanitize-html.ts — formatting,
 * links and pictures only; no scripts, styles or event handlers), so this is not a way in for markup.
 */
export function RichHtml({ html, sx }: RichHtmlProps) {
  return <Box sx={[...sxList(richTextSx), ...sxList(sx)]} dangerouslySetInnerHTML={{ __html: html }} />;
}
