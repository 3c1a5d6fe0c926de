import List, { type ListProps } from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import type { SxProps } from '@mui/joy/styles/types';

/** The gap between the disc and the text, as Joy's own `marker` lists have it per size. */
const markerGap: Record<NonNullable<ListProps['size']>, string> = { sm: '3px', md: '0.25rem', lg: '0.5rem' };

/** One style (an object or a function of the theme), so it can follow the list's own. */
type Style = Exclude<SxProps, readonly unknown[]>;

export type BulletListProps = {
  items: readonly string[];
  size?: ListProps['size'];
  /** The list's own spacing (padding, item height). */
  sx?: Style;
  /** Each item's text (font size, line height). */
  itemSx?: Style;
};

/**
 * A bulleted list of plain lines. Joy's `marker` prop would do the same but is passed on to the
 * `<ul>` as an attribute HTML does not have (the Nu checker's error), so the bullets come from CSS:
 * the items are list items again, spaced as Joy spaces them.
 */
export function BulletList({ items, size = 'md', sx, itemSx }: BulletListProps) {
  return (
    <List size={size} sx={[{ paddingInlineStart: '3ch', '--ListItem-paddingX': markerGap[size] }, sx ?? false]}>
      {items.map((item) => (
        <ListItem key={item} sx={[{ display: 'list-item', listStyleType: 'disc' }, itemSx ?? false]}>
          {item}
        </ListItem>
      ))}
    </List>
  );
}
