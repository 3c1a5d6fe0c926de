import { extendTheme } from '@mui/joy/styles';

/** Pale blue around #5B9BD5 (500). */
const primary = {
  50: '#F2F7FC',
  100: '#E1EDF8',
  200: '#C4DBF0',
  300: '#A1C5E7',
  400: '#7DB0DE',
  500: '#5B9BD5',
  600: '#3E7FBB',
  700: '#2E679D',
  800: '#24517C',
  900: '#1B3C5C',
};

const v = (token: keyof typeof primary) => `var(--joy-palette-primary-${token})`;
const systemFont =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * WCAG AA, checked: light solid buttons are white on 700 (5.9:1), plain/outlined text 700 on
 * white (5.9:1), soft 800 on 100 (7.0:1); dark solid buttons are #0B1A2A on 400 (7.6:1), plain
 * text 300 on the dark body (10.8:1), soft 200 on 900 (8.0:1). The dark soft background is 900,
 * not 800, because soft primary cards hold other colours' text too: Joy's dark danger plain text
 * (#F09898) is 5.2:1 on 900 but only 3.8:1 on 800. The focus ring (600 / 400) keeps 3:1 against
 * its background. White on the pale 500 itself is only 3.0:1, so it is not a text
 * background.
 */
export const theme = extendTheme({
  fontFamily: { body: systemFont, display: systemFont },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          ...primary,
          solidBg: v(700),
          solidHoverBg: v(800),
          solidActiveBg: v(900),
          plainColor: v(700),
          plainHoverBg: v(100),
          plainActiveBg: v(200),
          outlinedColor: v(700),
          outlinedBorder: v(300),
          outlinedHoverBg: v(100),
          softColor: v(800),
          softBg: v(100),
          softHoverBg: v(200),
          softActiveBg: v(300),
          // Links are drawn from mainChannel (500 by default): 700 keeps their text at AA.
          mainChannel: '46 103 157',
        },
        focusVisible: v(600),
      },
    },
    dark: {
      palette: {
        primary: {
          ...primary,
          solidColor: '#0B1A2A',
          solidBg: v(400),
          solidHoverBg: v(300),
          solidActiveBg: v(200),
          plainColor: v(300),
          outlinedColor: v(200),
          outlinedBorder: v(700),
          softColor: v(200),
          softBg: v(900),
          softHoverBg: v(800),
          softActiveBg: v(700),
          mainChannel: '161 197 231',
        },
        focusVisible: v(400),
      },
    },
  },
  components: {
    // A button's `loading` spinner is a progressbar too: without a name a screen reader announces
    // an unnamed «progressbar» (axe: aria-progressbar-name). Spinners with their own label keep it.
    JoyCircularProgress: { defaultProps: { 'aria-label': 'Загрузка' } },
  },
});
