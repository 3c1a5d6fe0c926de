import type { SxProps } from '@mui/joy/styles/types';

/**
 * Typography of newsletter HTML, shared by the card (server HTML) and the editor (Slate), so what
 * the coach writes looks the same in the list.
 */
export const richTextSx: SxProps = {
  fontSize: 'md',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1': { fontSize: 'xl2', fontWeight: 'lg', lineHeight: 1.3, mt: 2, mb: 1 },
  '& h2': { fontSize: 'xl', fontWeight: 'lg', lineHeight: 1.3, mt: 2, mb: 1 },
  '& h3': { fontSize: 'lg', fontWeight: 'lg', lineHeight: 1.3, mt: 1.5, mb: 1 },
  '& blockquote': {
    my: 1.5,
    mx: 0,
    pl: 2,
    borderLeft: '3px solid',
    borderColor: 'primary.300',
    color: 'text.secondary',
    fontStyle: 'italic',
    whiteSpace: 'pre-line',
  },
  '& pre': {
    my: 1.5,
    p: 1.5,
    borderRadius: 'sm',
    bgcolor: 'background.level2',
    fontFamily: 'code',
    fontSize: 'sm',
    whiteSpace: 'pre-wrap',
    overflowX: 'auto',
  },
  '& code': { fontFamily: 'code', fontSize: '0.9em', px: 0.5, borderRadius: 'xs', bgcolor: 'background.level2' },
  '& pre code': { p: 0, bgcolor: 'transparent', fontSize: 'inherit' },
  '& mark': { bgcolor: 'warning.200', color: 'inherit', px: 0.25, borderRadius: 'xs' },
  '& hr': { my: 2, border: 0, borderTop: '1px solid', borderColor: 'divider' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', my: 1.5, borderRadius: 'sm' },
  '& a': { color: 'primary.plainColor', textDecoration: 'underline', textUnderlineOffset: '2px' },
};
