import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { MailIcon, SendIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { practiceName, usePracticeDetails } from '../../../lib/practice-details';
import { contactLead, policyLinks } from '../content/landing-copy';

/** Social links, the support address and the policy links (spec 2.6 item 10), as the coach saved them in Практика. */
export function LandingFooter() {
  const details = usePracticeDetails();
  const socialLinks = [
    { name: 'Telegram', href: details?.telegram_url ?? '', icon: <SendIcon /> },
    { name: 'ВКонтакте', href: details?.vk_url ?? '', icon: <Typography component="span" level="title-sm" sx={{ color: 'inherit' }}>VK</Typography> },
  ].filter((social) => social.href !== '');
  return (
    <Stack gap={3}>
      <Typography level="body-lg">{contactLead}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} flexWrap="wrap">
        {details && (
          <Button component="a" href={`mailto:${details.support_email}`} variant="solid" startDecorator={<MailIcon />}>
            {details.support_email}
          </Button>
        )}
        {details?.phone && (
          <Button component="a" href={`tel:${details.phone.replace(/[^\d+]/g, '')}`} variant="outlined">
            {details.phone}
          </Button>
        )}
        {socialLinks.map((social) => (
          <Button
            key={social.name}
            component="a"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startDecorator={social.icon}
          >
            {social.name}
          </Button>
        ))}
      </Stack>
      <Divider />
      <Stack direction={{ xs: 'column', md: 'row' }} gap={{ xs: 1, md: 3 }} component="nav" aria-label="Документы" flexWrap="wrap">
        {policyLinks.map(({ to, label }) => (
          <Link key={to} component={RouterLink} to={to} level="body-sm">
            {label}
          </Link>
        ))}
        <Link component={RouterLink} to={paths.gift} level="body-sm">
          Подарочный сертификат
        </Link>
      </Stack>
      <Typography level="body-xs">
        © {new Date().getFullYear()} {practiceName(details)}. Коучинг не является психотерапией или медицинской услугой.
      </Typography>
    </Stack>
  );
}
