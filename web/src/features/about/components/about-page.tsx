import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BulletList } from '../../../components/bullet-list/bullet-list';
import { paths } from '../../../config/paths';
import { coachInitials, usePracticeDetails } from '../../../lib/practice-details';
import { PageMeta } from '../../../lib/page-meta';

const topics = [
  'ищете дело, в котором будет смысл, а не только зарплата;',
  'хотите сменить профессию, но боитесь потерять доход и опору;',
  'работа перестала радовать, и непонятно, что с этим делать;',
  'стоите перед выбором из нескольких вариантов и не можете решиться;',
  'давно хотите начать своё дело и не знаете, с какого шага.',
];

const principles: { title: string; text: string }[] = [
  {
    title: 'Ответы — ваши',
    text: 'Я не даю готовых рецептов и не решаю за вас. Моя задача — задавать вопросы, которые помогают услышать себя и увидеть варианты.',
  },
  {
    title: 'Конфиденциально',
    text: 'Всё, что вы рассказываете на сессии, остаётся между нами. Я не записываю встречи без вашего согласия.',
  },
  {
    title: 'Честно о границах',
    text: 'Коучинг — не психотерапия и не лечение. Если я увижу, что вам нужнее врач или психотерапевт, я скажу об этом прямо.',
  },
  {
    title: 'Без риска',
    text: 'Если после первой оплаченной сессии вы поймёте, что коучинг вам не подходит, я верну деньги.',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap={1.5}>
      <Typography level="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const paragraph = { level: 'body-lg', sx: { lineHeight: 1.75 } } as const;

/** /about: who the coach is, how she works, what coaching is and is not. */
export function AboutPage() {
  const details = usePracticeDetails();
  const coachName = details?.coach_name ?? '';
  const contactEmail = details?.email ?? '';
  return (
    <Stack component="article" gap={5} sx={{ maxWidth: '72ch', mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <PageMeta
        title="Обо мне"
        description={`${coachName} — коуч по поиску призвания и смене профессии. Как устроена работа, с какими запросами я помогаю и чем коучинг отличается от психотерапии.`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={3} alignItems={{ sm: 'center' }}>
        <Avatar size="lg" color="primary" variant="soft" sx={{ '--Avatar-size': '96px', fontSize: 'xl2' }} aria-hidden>
          {coachInitials(coachName)}
        </Avatar>
        <Stack gap={1}>
          <Typography level="h1">Обо мне</Typography>
          <Typography level="title-lg" textColor="text.secondary">
            {coachName}, коуч по поиску призвания и смене профессии
          </Typography>
        </Stack>
      </Stack>

      <Stack gap={2}>
        <Typography {...paragraph}>
          Я помогаю людям, которые чувствуют, что живут «не свою» профессиональную жизнь, разобраться, чего они на самом деле хотят, и
          сделать к этому первые реальные шаги — без резких прыжков в неизвестность.
        </Typography>
        <Typography {...paragraph}>
          Много лет я сама работала в найме и хорошо знаю это состояние: снаружи всё в порядке, а внутри — ощущение, что время уходит
          не туда. Мой собственный переход занял не один год и состоял из маленьких проверок, разговоров с людьми из других профессий и
          честных ответов самой себе. Этот путь можно пройти быстрее и спокойнее, если рядом есть тот, кто задаёт правильные вопросы.
          Так я пришла в коучинг.
        </Typography>
      </Stack>

      <Section title="С чем ко мне приходят">
        <Typography {...paragraph}>Со мной стоит поговорить, если вы:</Typography>
        <BulletList items={topics} sx={{ '--ListItem-minHeight': 'auto', py: 0 }} itemSx={{ fontSize: 'lg', lineHeight: 1.75 }} />
      </Section>

      <Section title="Как устроена работа">
        <Typography {...paragraph}>
          Мы встречаемся онлайн по видеосвязи, одна сессия длится от 60 до 90 минут. Обычно работа занимает 5–10 встреч раз в одну-две
          недели; для узкого вопроса — например, выбрать между двумя предложениями — часто хватает двух-трёх.
        </Typography>
        <Typography {...paragraph}>
          На первой встрече мы формулируем, с чем вы пришли и какой результат будет для вас ценным. Дальше каждая сессия заканчивается
          конкретным шагом, который вы делаете до следующей встречи, а короткое резюме остаётся в вашем личном кабинете.
        </Typography>
      </Section>

      <Section title="Мои принципы">
        <Grid container spacing={2} sx={{ flexGrow: 1 }}>
          {principles.map((principle) => (
            <Grid key={principle.title} xs={12} sm={6}>
              <Card variant="soft" color="primary" sx={{ height: '100%' }}>
                <Typography level="title-md" component="h3">
                  {principle.title}
                </Typography>
                <Typography level="body-md">{principle.text}</Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Stack gap={2} sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 'md', bgcolor: 'background.level1' }}>
        <Typography level="h3" component="h2">
          Давайте познакомимся
        </Typography>
        <Typography level="body-md">
          Выберите свободный день в календаре — или начните со статей, чтобы понять, близок ли вам мой подход. Вопросы можно задать по
          почте: {contactEmail}.
        </Typography>
        <Stack direction="row" gap={1.5} flexWrap="wrap">
          <Button component={RouterLink} to={paths.cabinet}>
            Записаться на сессию
          </Button>
          <Button component={RouterLink} to={paths.blogs} variant="outlined">
            Читать статьи
          </Button>
          <Button component="a" href={`mailto:${contactEmail}`} variant="plain">
            Написать мне
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
