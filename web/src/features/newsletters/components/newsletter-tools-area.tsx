import { useState } from 'react';
import type { NewsletterDraft, NewsletterPreview } from '../../../api/generated/model';
import { useNewsletterPreview, useRecipientCount, useTestSend } from '../api/newsletter-tools';
import { NewsletterMailPreview } from './newsletter-mail-preview';
import { NewsletterTools } from './newsletter-tools';

/** The newsletter checks with their data: the count, the rendered preview and the test send. */
export function NewsletterToolsArea({ draft }: { draft: NewsletterDraft | null }) {
  const recipients = useRecipientCount();
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const previewing = useNewsletterPreview(setPreview);
  const testSend = useTestSend();
  return (
    <>
      <NewsletterTools
        recipients={recipients.data?.count}
        draft={draft}
        previewing={previewing.isPending}
        testing={testSend.isPending}
        onPreview={previewing.show}
        onTestSend={testSend.send}
      />
      {preview ? <NewsletterMailPreview preview={preview} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
