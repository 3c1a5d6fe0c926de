import { AdvertisingPlacementsArea } from '../../../../features/compliance/components/advertising-placements-area';

/** «Практика» → «Реклама и сбор 3 %». */
export default function PracticeAdvertisingPage() {
  return <AdvertisingPlacementsArea />;
}
