import { OperatorLegalDocument } from '../../../features/legal/components/operator-legal-document';
import { userTestimonialPublication } from '../../../features/legal/content/user-testimonial-publication';

export default function UserTestimonialPublicationPage() {
  return <OperatorLegalDocument document={userTestimonialPublication} />;
}
