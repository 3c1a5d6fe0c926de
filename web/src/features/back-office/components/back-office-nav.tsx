import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { backOfficeSections, type BackOfficeSection } from '../back-office-sections';

/** What waits in a section, shown beside its name: the clients' unread messages beside «Клиенты». */
export type BackOfficeCounts = Partial<Record<BackOfficeSection, number>>;

/**
 * The back office's sections as links bound to the address. On a phone the row scrolls sideways,
 * so every section stays one swipe away instead of being clipped.
 */
export function BackOfficeNav({ current, counts = {} }: { current: BackOfficeSection; counts?: BackOfficeCounts }) {
  return (
    <Stack
      component="nav"
      aria-label="Разделы кабинета коуча"
      direction="row"
      spacing={0.5}
      sx={{ overflowX: 'auto', scrollSnapType: 'x proximity', scrollbarWidth: 'thin', pb: 0.5, '& > *': { flex: 'none', scrollSnapAlign: 'start' } }}
    >
      {backOfficeSections.map((section) => {
        const selected = section.path === current;
        const count = counts[section.path] ?? 0;
        return (
          <Button
            key={section.path}
            component={Link}
            to={`${paths.admin}/${section.path}`}
            aria-current={selected ? 'page' : undefined}
            variant={selected ? 'soft' : 'plain'}
            color={selected ? 'primary' : 'neutral'}
            sx={{ borderRadius: 'xl' }}
            endDecorator={
              count > 0 && (
                <Chip size="sm" variant="solid" color="primary">
                  {count}
                </Chip>
              )
            }
          >
            {section.title}
          </Button>
        );
      })}
    </Stack>
  );
}
