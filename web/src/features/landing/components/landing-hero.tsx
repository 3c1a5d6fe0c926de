import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { PRACTICE_NAME } from '../../../config/constants';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { FreeGuideButton } from '../../products/components/free-guide-button';

/** The first screen of the landing (spec 2.6 item 2). */
export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        px: 2,
        py: { xs: 6, md: 12 },
        background: `linear-gradient(180deg, ${theme.vars.palette.primary[50]} 0%, ${theme.vars.palette.background.body} 100%)`,
        [theme.getColorSchemeSelector('dark')]: {
          background: `linear-gradient(180deg, ${theme.vars.palette.primary[900]} 0%, ${theme.vars.palette.background.body} 100%)`,
        },
      })}
    >
      <Stack gap={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
        <Typography id="hero-title" level="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {PRACTICE_NAME}
        </Typography>
        <Typography level="title-lg" component="p" sx={{ maxWidth: 640, fontWeight: 'md' }}>
          Индивидуальный коучинг для тех, кто ищет своё призвание и хочет уверенно двигаться к главному.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} alignItems={{ sm: 'center' }}>
          <Button size="lg" onClick={() => scrollToSection('services')}>
            Сделать шаг к главному
          </Button>
          <FreeGuideButton />
        </Stack>
      </Stack>
    </Box>
  );
}
