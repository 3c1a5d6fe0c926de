import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../../components/icons/icons';
import { hero } from '../content/landing-copy';
import { HeroIllustration } from './hero-illustration';

export type LandingHeroProps = {
  /** «Сделать шаг к главному»: scrolls to the services. */
  onStepForward: () => void;
  /** The second call to action: the free PDF button (owned by the products feature). */
  freeGuideAction: ReactNode;
};

/** The first screen of the landing (spec 2.6 item 2). */
export function LandingHero({ onStepForward, freeGuideAction }: LandingHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        px: 2,
        py: { xs: 5, md: 10 },
        background: `linear-gradient(180deg, ${theme.vars.palette.primary[50]} 0%, ${theme.vars.palette.background.body} 100%)`,
        [theme.getColorSchemeSelector('dark')]: {
          background: `linear-gradient(180deg, ${theme.vars.palette.primary[900]} 0%, ${theme.vars.palette.background.body} 100%)`,
        },
      })}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        gap={{ xs: 3, md: 6 }}
        alignItems="center"
        sx={{ maxWidth: 1100, mx: 'auto' }}
      >
        <Stack gap={2.5} sx={{ flex: '1 1 60%', minWidth: 0 }}>
          <Typography level="title-md" color="primary" component="p" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em' }}>
            {hero.eyebrow}
          </Typography>
          <Typography id="hero-title" level="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.375rem', md: '3rem' }, lineHeight: 1.15 }}>
            {hero.title}
          </Typography>
          <Typography level="body-lg" sx={{ maxWidth: 640, fontSize: { md: '1.1875rem' } }}>
            {hero.lead}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} alignItems={{ sm: 'stretch' }}>
            <Button size="lg" onClick={onStepForward} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              Сделать шаг к главному
            </Button>
            {freeGuideAction}
          </Stack>
          <List size="sm" sx={{ '--ListItem-paddingX': 0, '--ListItemDecorator-size': '28px', flexGrow: 0 }}>
            {hero.facts.map((fact) => (
              <ListItem key={fact}>
                <ListItemDecorator>
                  <CheckCircleIcon color="success" fontSize="md" />
                </ListItemDecorator>
                {fact}
              </ListItem>
            ))}
          </List>
        </Stack>
        <Box sx={{ flex: '1 1 40%', display: { xs: 'none', sm: 'flex' }, justifyContent: 'center', width: '100%' }}>
          <HeroIllustration />
        </Box>
      </Stack>
    </Box>
  );
}
