import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { useAnswerIntake, useMyIntake } from '../api/intake-queries';
import { IntakeAnswersList } from '../../../components/intake-answers/intake-answers-list';
import { IntakeForm } from './intake-form';

/**
 * The questionnaire in the cabinet: the form while a session of hers is ahead and she has not
 * answered; her answers afterwards, changeable until her first session begins. Nothing at all when
 * the coach asks no questions.
 */
export function CabinetIntake() {
  const intake = useMyIntake();
  const answer = useAnswerIntake();
  const [editing, setEditing] = useState(false);
  const data = intake.data;
  if (!data || data.questions.length === 0 || (!data.pending && !data.answered)) return null;
  const showForm = data.pending || (editing && data.editable);
  return (
    // The cabinet home's column (cabinet-home.tsx), so the card lines up with the calendar below.
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: { xs: 2, md: 4 } }}>
      <Card variant="outlined" id="intake" component="section" aria-labelledby="intake-title">
        <Typography id="intake-title" level="title-lg" component="h2">
          Анкета перед первой сессией
        </Typography>
        {showForm ? (
          <>
            <Typography level="body-md">Ответьте, пожалуйста, на несколько вопросов: так первая встреча пройдёт полезнее. Вопросы со звёздочкой обязательны.</Typography>
            <IntakeForm
              questions={data.questions}
              answered={data.answered?.answers}
              saving={answer.isPending}
              saveError={answer.isError ? errorText(answer.error) : undefined}
              onSubmit={(answers) => answer.mutate({ data: { answers } }, { onSuccess: () => setEditing(false) })}
              onCancel={data.answered ? () => setEditing(false) : undefined}
            />
          </>
        ) : (
          data.answered && (
            <>
              {answer.isSuccess && <Alert color="success">Спасибо! Ответы сохранены.</Alert>}
              <IntakeAnswersList answers={data.answered.answers} />
              {data.editable ? (
                <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing(true)}>
                  Изменить ответы
                </Button>
              ) : (
                <Typography level="body-sm">После первой сессии ответы не меняются.</Typography>
              )}
            </>
          )
        )}
      </Card>
    </Box>
  );
}
