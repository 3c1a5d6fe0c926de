import { HomeworkTemplatesArea } from '../../../../features/homework/components/homework-templates-area';

/** «Задания» (/lk/admin/homework): the coach's homework templates. */
export default function AdminHomeworkPage() {
  return <HomeworkTemplatesArea />;
}
