import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label="Загрузка страницы" />
    </Box>
  );
}
