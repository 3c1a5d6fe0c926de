import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { backOfficeSections, type BackOfficeSection } from '../back-office-sections';

/**
 * The back office's sections as links bound to the address. On a phone the row scrolls sideways,
 * so every section stays one swipe away instead of being clipped.
 */
export function BackOfficeNav({ current }: { current: BackOfficeSection }) {
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
        return (
          <Button
            key={section.path}
            component={Link}
            to={`${paths.admin}/${section.path}`}
            aria-current={selected ? 'page' : undefined}
            variant={selected ? 'soft' : 'plain'}
            color={selected ? 'primary' : 'neutral'}
            sx={{ borderRadius: 'xl' }}
          >
            {section.title}
          </Button>
        );
      })}
    </Stack>
  );
}
