import { CabinetHomeworkArea } from '../../../features/homework/components/cabinet-homework-area';

/** «Задания» (/lk/homework and /lk/homework/{id}). */
export default function CabinetHomeworkPage() {
  return <CabinetHomeworkArea />;
}
