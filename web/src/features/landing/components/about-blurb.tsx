import Avatar from '@mui/joy/Avatar';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { coachInitials, usePracticeDetails } from '../../../lib/practice-details';
import { about } from '../content/landing-copy';

/** A short word about the coach, by her name from Практика, with the way to /about (spec 2.6 item 6). */
export function AboutBlurb() {
  const coachName = usePracticeDetails()?.coach_name;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 2, sm: 4 }} alignItems={{ sm: 'flex-start' }}>
      <Avatar
        aria-hidden
        color="primary"
        variant="solid"
        sx={{ '--Avatar-size': { xs: '88px', md: '120px' }, fontSize: { xs: 'xl2', md: 'xl4' }, flexShrink: 0 }}
      >
        {coachName ? coachInitials(coachName) : null}
      </Avatar>
      <Stack gap={1.5} sx={{ maxWidth: 760 }}>
        {about.paragraphs.map((paragraph, index) => (
          <Typography key={paragraph} level="body-lg">
            {index === 0 && coachName ? `${about.introduction(coachName)} ${paragraph}` : paragraph}
          </Typography>
        ))}
        <Link component={RouterLink} to={paths.about} level="title-md" underline="always" sx={{ alignSelf: 'flex-start' }}>
          {about.link} →
        </Link>
      </Stack>
    </Stack>
  );
}
