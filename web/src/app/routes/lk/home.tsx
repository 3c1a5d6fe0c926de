import { CabinetHome } from '../../../features/consultations/components/cabinet-home';
import { CabinetIntake } from '../../../features/intake/components/cabinet-intake';
import { CabinetTestimonial } from '../../../features/testimonials/components/cabinet-testimonial';

/** The cabinet home: the questionnaire before the first session when the coach asks one, the testimonial after a held one, then the calendar and the sessions. */
export default function CabinetHomePage() {
  return (
    <>
      <CabinetIntake />
      <CabinetTestimonial />
      <CabinetHome />
    </>
  );
}
