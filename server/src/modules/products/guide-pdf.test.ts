import { describe, expect, it } from 'vitest';
import { leadMagnet } from './guide-content';
import { guideAuthor, renderGuidePdf } from './guide-pdf';

/** How pdfkit writes a text string of the document's information: UTF-16BE after its byte order mark. */
const pdfText = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16();

describe('the generated guides', () => {
  it('should name the practice\'s coach as their author, not a fixed name', async () => {
    const pdf = await renderGuidePdf(leadMagnet, 'Мария Петрова');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(guideAuthor('Мария Петрова')).toBe('Мария Петрова, коуч');
    expect(pdf.includes(pdfText('Мария Петрова, коуч'))).toBe(true);
    expect(pdf.includes(pdfText('Анна Смирнова'))).toBe(false);
  });
});
