import { validityText } from '../../shared/gift-certificate-validity';
import { pdfColors as colors, pdfDocument } from '../products/pdf-document';

export type CertificatePdfContent = { recipientName: string; offerName: string; message: string; code: string; expiresOn: string; validityMonths?: number };

/**
 * The gift certificate as one A5 landscape page (pdfkit with the guide's DejaVu fonts): for whom,
 * what it gives, the buyer's message, the code, until when, and how to redeem it.
 */
export async function renderCertificatePdf(content: CertificatePdfContent, coachName: string, publicUrl: string): Promise<Buffer> {
  const margin = 40;
  const { doc, bytes } = await pdfDocument({ size: 'A5', layout: 'landscape', margin, info: { Title: 'Подарочный сертификат', Author: coachName } });
  const width = doc.page.width - margin * 2;

  doc.rect(0, 0, doc.page.width, doc.page.height).fill(colors.accentPale);
  doc.save().lineWidth(2).strokeColor(colors.accent).roundedRect(20, 20, doc.page.width - 40, doc.page.height - 40, 14).stroke().restore();
  doc.fillColor(colors.accent).font('bold').fontSize(11).text(`${coachName.toUpperCase()} · КОУЧИНГ`, margin, 56, { width, align: 'center', characterSpacing: 1.5 });
  doc.fillColor(colors.text).font('bold').fontSize(28).text('Подарочный сертификат', margin, 84, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(13).fillColor(colors.muted).text(`Получатель: ${content.recipientName}`, { width, align: 'center' });
  doc.moveDown(1);
  doc.fillColor(colors.text).font('bold').fontSize(16).text(content.offerName, { width, align: 'center' });
  if (content.message !== '') {
    doc.moveDown(0.8);
    doc.font('serif').fontSize(11.5).fillColor(colors.text).text(`«${content.message}»`, margin + 30, doc.y, { width: width - 60, align: 'center' });
  }
  doc.moveDown(1.4);
  doc.font('regular').fontSize(10).fillColor(colors.muted).text('Код сертификата', margin, doc.y, { width, align: 'center' });
  doc.font('bold').fontSize(24).fillColor(colors.accent).text(content.code, { width, align: 'center', characterSpacing: 3 });
  doc.moveDown(1.2);
  doc.font('regular').fontSize(10).fillColor(colors.text).text(validityText(content), { width, align: 'center' });
  doc.text(`Чтобы записаться, войдите в личный кабинет на ${publicUrl.replace(/^https?:\/\//, '')} и введите код в разделе «Активировать сертификат».`, { width, align: 'center' });
  doc.end();
  return bytes;
}
