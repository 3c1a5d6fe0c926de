import Stack from '@mui/joy/Stack';
import { IntakeQuestionsArea } from '../../../../features/intake/components/intake-questions-area';
import { ServicesArea } from '../../../../features/services/components/services-area';

/** «Услуги»: the services and their prices, and the questionnaire clients answer before their first session. */
export default function ServicesPage() {
  return (
    <Stack spacing={5}>
      <ServicesArea />
      <IntakeQuestionsArea />
    </Stack>
  );
}
