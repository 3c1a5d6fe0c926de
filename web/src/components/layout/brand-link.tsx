import Link from '@mui/joy/Link';
import { Link as RouterLink } from 'react-router';
import { PRACTICE_NAME } from '../../config/constants';
import { paths } from '../../config/paths';

export function BrandLink() {
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
      {PRACTICE_NAME}
    </Link>
  );
}
