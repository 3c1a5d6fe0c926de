import { useCountNewsletterRecipients, usePreviewNewsletter, useSendTestNewsletter } from '../../../api/generated/hooks';
import type { NewsletterDraft, NewsletterPreview } from '../../../api/generated/model';

/** How many subscribers a newsletter sent now would reach; fresh each time the dialog opens. */
export function useRecipientCount() {
  return useCountNewsletterRecipients({ query: { staleTime: 0 } });
}

/** The mail as the sending job renders it, for the draft as it is now. */
export function useNewsletterPreview(onReady: (preview: NewsletterPreview) => void) {
  const preview = usePreviewNewsletter({ mutation: { onSuccess: onReady } });
  return { isPending: preview.isPending, show: (draft: NewsletterDraft) => preview.mutate({ data: draft }) };
}

/** Mails the draft to the coach's own address; the server's answer names it (shown as the alert). */
export function useTestSend() {
  const send = useSendTestNewsletter();
  return { isPending: send.isPending, send: (draft: NewsletterDraft) => send.mutate({ data: draft }) };
}
