import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { HomeworkTemplate } from '../../../api/generated/model';
import { plural } from '../../../lib/plural';

type HomeworkTemplatesListProps = {
  templates: readonly HomeworkTemplate[];
  onEdit: (template: HomeworkTemplate) => void;
  onArchive: (template: HomeworkTemplate) => void;
};

const questionCount = (count: number) => `${count} ${plural(count, 'вопрос', 'вопроса', 'вопросов')}`;

/** The coach's templates, archived ones last (as the server orders them): an archived one is only read. */
export function HomeworkTemplatesList({ templates, onEdit, onArchive }: HomeworkTemplatesListProps) {
  if (templates.length === 0) return <Typography level="body-md">Шаблонов пока нет. Создайте первый, чтобы назначать задания из карточки клиента.</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {templates.map((template) => (
        <Card key={template.id} component="li" variant="outlined" sx={{ minWidth: 0, opacity: template.archived ? 0.8 : 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <div>
              <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography level="title-md" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {template.title}
                </Typography>
                {template.archived && (
                  <Chip size="sm" variant="soft" color="neutral">
                    В архиве
                  </Chip>
                )}
              </Stack>
              <Typography level="body-sm">{questionCount(template.questions.length)}</Typography>
            </div>
            {!template.archived && (
              <Stack direction="row" spacing={1}>
                <Button size="sm" variant="outlined" onClick={() => onEdit(template)} aria-label={`Изменить шаблон «${template.title}»`}>
                  Изменить
                </Button>
                <Button size="sm" variant="plain" color="danger" onClick={() => onArchive(template)} aria-label={`В архив: «${template.title}»`}>
                  В архив
                </Button>
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
