import { CabinetHome } from '../../../features/consultations/components/cabinet-home';
import { CabinetIntake } from '../../../features/intake/components/cabinet-intake';

/** The cabinet home: the questionnaire before the first session when the coach asks one, then the calendar and the sessions. */
export default function CabinetHomePage() {
  return (
    <>
      <CabinetIntake />
      <CabinetHome />
    </>
  );
}
