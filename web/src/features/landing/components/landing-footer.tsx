import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { socialLinks, supportEmail } from '../content/landing-copy';

const policyLinks = [
  ['/user-policy-agreement', 'Политика обработки персональных данных'],
  ['/user-agreement', 'Пользовательское соглашение'],
  ['/user-offer', 'Публичная оферта'],
  ['/about', 'Обо мне'],
] as const;

/** Social links, the support address and the policy links (spec 2.6 item 10). */
export function LandingFooter() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {socialLinks.map((social) => (
          <Link key={social.name} href={social.href} target="_blank" rel="noopener">
            {social.name}
          </Link>
        ))}
      </Stack>
      <Typography>
        Поддержка: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} component="nav" aria-label="Документы">
        {policyLinks.map(([to, label]) => (
          <Link key={to} component={RouterLink} to={to} level="body-sm">
            {label}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
