import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/** Spec 6: articles and newsletters are the coach's; a client who types the address is told so. */
export function AdminOnlyNotice({ title }: { title: string }) {
  return (
    <Stack component="section" gap={2} sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Typography level="h2" component="h1">
        {title}
      </Typography>
      <Alert color="neutral" variant="soft">
        Этот раздел доступен только администратору сайта.
      </Alert>
    </Stack>
  );
}
