import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import { MailIcon, SendIcon } from '../../../components/icons/icons';
import { PRACTICE_NAME } from '../../../config/constants';
import { contactLead, policyLinks, socialLinks, supportEmail } from '../content/landing-copy';

/** Social links, the support address and the policy links (spec 2.6 item 10). */
export function LandingFooter() {
  return (
    <Stack gap={3}>
      <Typography level="body-lg">{contactLead}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} flexWrap="wrap">
        <Button component="a" href={`mailto:${supportEmail}`} variant="solid" startDecorator={<MailIcon />}>
          {supportEmail}
        </Button>
        {socialLinks.map((social) => (
          <Button
            key={social.name}
            component="a"
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startDecorator={social.name === 'Telegram' ? <SendIcon /> : <Typography level="title-sm" sx={{ color: 'inherit' }}>VK</Typography>}
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
      </Stack>
      <Typography level="body-xs">
        © {new Date().getFullYear()} {PRACTICE_NAME}. Коучинг не является психотерапией или медицинской услугой.
      </Typography>
    </Stack>
  );
}
