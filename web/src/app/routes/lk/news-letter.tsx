import { NewsletterManagement } from '../../../features/newsletters/components/newsletter-management';

export default function NewslettersPage() {
  return <NewsletterManagement />;
}
