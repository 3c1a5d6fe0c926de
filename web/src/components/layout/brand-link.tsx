import Link from '@mui/joy/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { practiceName, usePracticeDetails } from '../../lib/practice-details';

export function BrandLink() {
  const details = usePracticeDetails();
  return (
    <Link
      component={RouterLink}
      to={paths.landing}
      level="title-lg"
      color="neutral"
      underline="none"
      sx={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontWeight: 'lg',
        fontSize: { xs: 'md', sm: 'lg' },
      }}
    >
      {practiceName(details)}
    </Link>
  );
}
