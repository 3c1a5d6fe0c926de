import { DataMapArea } from '../../../../features/compliance/components/data-map-area';

/** «Практика» → «Где живут данные». */
export default function PracticeDataMapPage() {
  return <DataMapArea />;
}
