import type { Newsletter } from '../../../api/generated/model';
import { ContentCard } from '../../../components/content/content-card';
import { newsletterStatusLabel } from '../utils/newsletter-status';
import { RichHtml } from './rich-html';

export type NewsletterCardProps = {
  newsletter: Newsletter;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** A newsletter on its management screen (spec 2.9): the description as rich HTML, the mailing time, and whom a sent one reached. */
export function NewsletterCard({ newsletter, onEdit, onDelete }: NewsletterCardProps) {
  return (
    <ContentCard
      title={newsletter.name}
      sent={newsletter.send}
      statusLabel={newsletterStatusLabel(newsletter)}
      timeLabel="Время рассылки"
      date={newsletter.date}
      image={newsletter.file}
      itemName="рассылку"
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <RichHtml
        html={newsletter.description}
        sx={{
          // A long letter is previewed: the card stays a card, the dialog shows the rest.
          maxHeight: 360,
          overflow: 'hidden',
          maskImage: 'linear-gradient(to bottom, black 300px, transparent 360px)',
        }}
      />
    </ContentCard>
  );
}
