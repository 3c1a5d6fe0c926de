import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export type AnsweredItem = { id: string; question: string; answer: string };

/** Answers read back, each under its question. */
export function AnswersList({ items }: { items: readonly AnsweredItem[] }) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {items.map((item) => (
        <div key={item.id}>
          <Typography component="dt" level="title-sm">
            {item.question}
          </Typography>
          <Typography component="dd" level="body-md" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.answer}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
