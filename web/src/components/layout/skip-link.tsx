import Link from '@mui/joy/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** «Перейти к содержанию»: hidden until focused with the keyboard. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      level="body-sm"
      variant="solid"
      color="primary"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 1200,
        px: 1.5,
        py: 1,
        borderRadius: 'sm',
        '&:focus-visible': { top: 8 },
      }}
    >
      Перейти к содержанию
    </Link>
  );
}
