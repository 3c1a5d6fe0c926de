import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { IntakeAnswer } from '../../api/generated/model';

/** Her answers, each under the question as she answered it. */
export function IntakeAnswersList({ answers }: { answers: readonly IntakeAnswer[] }) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {answers.map((answer) => (
        <div key={answer.question_id}>
          <Typography component="dt" level="title-sm">
            {answer.question}
          </Typography>
          <Typography component="dd" level="body-md" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {answer.text ?? answer.choices.join(', ')}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
