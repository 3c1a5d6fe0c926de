import { TestimonialArea } from '../../../features/testimonials/components/testimonial-area';

/** «Отзыв»: the client's testimonial, with or without the consent to publish it. */
export default function TestimonialPage() {
  return <TestimonialArea />;
}
