import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link } from 'react-router';
import { useMyIntake } from '../api/intake-queries';

/** After a paid session: leads her to the questionnaire in the cabinet, when the coach asks one and she has not answered. */
export function IntakePaymentPrompt() {
  const intake = useMyIntake({ followPayment: true });
  if (!intake.data?.pending) return null;
  return (
    <Alert color="primary" variant="soft" sx={{ alignItems: 'flex-start', maxWidth: 640, mx: { xs: 2, sm: 'auto' }, mb: 6 }}>
      <Stack spacing={1}>
        <Typography level="title-md">Анкета перед первой сессией</Typography>
        <Typography level="body-md">Перед первой встречей ответьте, пожалуйста, на несколько вопросов — это займёт пару минут.</Typography>
        <Button component={Link} to="/lk#intake" sx={{ alignSelf: 'flex-start' }}>
          Заполнить анкету
        </Button>
      </Stack>
    </Alert>
  );
}
