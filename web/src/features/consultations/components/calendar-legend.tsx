import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const swatch = { width: 14, height: 14, borderRadius: '4px', flexShrink: 0 };

const items = [
  { label: 'свободно', sx: { bgcolor: 'success.solidBg' } },
  { label: 'нет свободного времени', sx: { bgcolor: 'neutral.softBg' } },
  { label: 'сегодня', sx: { outline: '2px solid', outlineColor: 'primary.500', outlineOffset: '-2px' } },
] as const;

/** The days offered for the waitlist: full ones, and those she waits for. */
const waitlistItems = [
  { label: 'всё занято — лист ожидания', sx: { bgcolor: 'warning.softBg' } },
  { label: 'вы в листе ожидания', sx: { bgcolor: 'primary.softBg' } },
] as const;

/** What the day colours mean; the day buttons carry the same words in their names. */
export function CalendarLegend({ waitlist = false }: { waitlist?: boolean }) {
  return (
    <Stack component="ul" direction="row" flexWrap="wrap" gap={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {[...items, ...(waitlist ? waitlistItems : [])].map((item) => (
        <Stack component="li" key={item.label} direction="row" alignItems="center" gap={0.75}>
          <Box aria-hidden sx={{ ...swatch, ...item.sx }} />
          <Typography level="body-xs">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
