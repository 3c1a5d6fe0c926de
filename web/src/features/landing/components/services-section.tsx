import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useListConsultationTypes } from '../../../api/generated/hooks';
import type { ConsultationType } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { okData } from '../../../lib/api-data';
import { priceLabel } from '../../../lib/money';

const details: Record<number, string[]> = {
  0: [
    'Онлайн-встреча 60–90 минут в Zoom или Telegram.',
    'Вы приходите с запросом — от «не понимаю, чего хочу» до конкретного решения, которое нужно принять.',
    'Уходите с ясностью, планом и первым шагом, который можно сделать уже на этой неделе.',
  ],
  1: [
    'Пять встреч раз в одну-две недели.',
    'Формулируем цель, пробуем новые решения в жизни и разбираем, что сработало.',
    'Подходит для смены работы, запуска проекта, возвращения энергии и баланса.',
  ],
  2: [
    'Десять встреч в течение двух-трёх месяцев и поддержка в переписке между ними.',
    'Глубокая работа: поиск призвания, смена профессии, большие жизненные решения.',
    'Вместе проходим путь от запроса до результата, который можно измерить.',
  ],
};

/** «Индивидуальные решения»: a card per session type with its price and details (spec 2.6 item 4). */
export function ServicesSection() {
  const types = useListConsultationTypes<ConsultationType[] | undefined>({ query: { select: okData } });
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const list = types.data ?? [];
  const chosen = open === null ? undefined : list[open];
  return (
    <>
      <Grid container spacing={2}>
        {list.map((type, index) => (
          <Grid key={type.id} xs={12} md={4}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <Typography level="title-lg" component="h3">
                {type.name}
              </Typography>
              <Typography level="body-md">{type.description}</Typography>
              <Typography level="title-md" color="primary">
                {priceLabel(type.amount)}
              </Typography>
              <Button variant="plain" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(index)} aria-label={`Узнать подробнее: ${type.name}`}>
                Узнать подробнее
              </Button>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Button size="lg" sx={{ mt: 3 }} onClick={() => navigate('/lk')}>
        Записаться на сессию
      </Button>
      {chosen && open !== null && (
        <AppModal open closeOnly cancelLabel="Закрыть" title={chosen.name} onClose={() => setOpen(null)}>
          {(details[open] ?? []).map((line) => (
            <Typography key={line} sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
          {chosen.additional && <Typography level="body-sm">{chosen.additional}</Typography>}
        </AppModal>
      )}
    </>
  );
}
