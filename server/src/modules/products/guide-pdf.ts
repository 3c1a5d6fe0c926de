import type { Guide } from './guide-content';
import { pdfColors as colors, pdfDocument } from './pdf-document';

const margin = 56;

/** «Мария Петрова, коуч»: the guide's author line, from the coach's name in the practice's details. */
export const guideAuthor = (coachName: string) => `${coachName}, коуч`;

/**
 * Renders a guide as an A4 PDF with embedded Cyrillic fonts (DejaVu, shipped as an npm package,
 * so nothing is downloaded at run time), by the practice's coach.
 */
export async function renderGuidePdf(leadMagnet: Guide, coachName: string): Promise<Buffer> {
  const author = guideAuthor(coachName);
  const { doc, bytes } = await pdfDocument({ size: 'A4', margin, info: { Title: leadMagnet.title, Author: author, Subject: leadMagnet.subtitle } });
  const width = doc.page.width - margin * 2;

  // Cover
  doc.rect(0, 0, doc.page.width, 260).fill(colors.accentPale);
  doc.rect(0, 260, doc.page.width, 6).fill(colors.accent);
  doc.fillColor(colors.accent).font('bold').fontSize(12).text(author.toUpperCase(), margin, 80, { characterSpacing: 1.5 });
  doc.fillColor(colors.text).font('bold').fontSize(30).text(leadMagnet.title, margin, 110, { width });
  doc.fillColor(colors.muted).font('regular').fontSize(14).text(leadMagnet.subtitle, margin, doc.y + 10, { width });
  doc.moveDown(4);
  doc.y = 310;
  doc.fillColor(colors.text).font('serif').fontSize(12.5);
  for (const paragraph of leadMagnet.introduction) doc.text(paragraph, { width, lineGap: 4 }).moveDown(0.8);

  for (const step of leadMagnet.steps) {
    doc.addPage();
    doc.fillColor(colors.accent).font('bold').fontSize(20).text(step.title, { width });
    doc.moveDown(0.8);
    doc.fillColor(colors.text).font('serif').fontSize(12.5);
    for (const paragraph of step.paragraphs) doc.text(paragraph, { width, lineGap: 4 }).moveDown(0.8);
    doc.moveDown(0.5);
    const boxTop = doc.y;
    doc.font('bold').fontSize(13).fillColor(colors.text).text('Упражнение', margin + 16, boxTop + 14, { width: width - 32 });
    doc.moveDown(0.5);
    doc.font('regular').fontSize(12);
    step.exercise.forEach((line, index) => doc.text(`${index + 1}. ${line}`, margin + 16, doc.y, { width: width - 32, lineGap: 3 }).moveDown(0.4));
    const boxBottom = doc.y + 10;
    doc.save().lineWidth(1.5).strokeColor(colors.accent).roundedRect(margin, boxTop, width, boxBottom - boxTop, 10).stroke().restore();
    doc.y = boxBottom + 20;
    doc.x = margin;
    doc.fillColor(colors.muted).font('regular').fontSize(11).text('Место для ваших заметок:', { width });
    for (let line = 0; line < 8 && doc.y < doc.page.height - margin - 30; line++) {
      const y = doc.y + 22;
      doc.save().moveTo(margin, y).lineTo(margin + width, y).lineWidth(0.5).strokeColor('#C9D6E3').stroke().restore();
      doc.y = y;
    }
  }

  doc.addPage();
  doc.fillColor(colors.accent).font('bold').fontSize(20).text('Что дальше', { width });
  doc.moveDown(0.8);
  doc.fillColor(colors.text).font('serif').fontSize(12.5);
  for (const paragraph of leadMagnet.closing) doc.text(paragraph, { width, lineGap: 4 }).moveDown(0.8);
  doc.end();
  return bytes;
}
