import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fontsDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The colours of the practice's PDFs (the guide, a gift certificate): pale blue as in the web theme. */
export const pdfColors = { accent: '#5B9BD5', accentPale: '#EAF3FC', text: '#1F2A37', muted: '#6B7A8C' } as const;

/**
 * A pdfkit document with DejaVu (it has Cyrillic; shipped as an npm package, so nothing is
 * downloaded at run time) registered as `regular`, `bold` and `serif`, in Russian, and the bytes
 * it writes once `doc.end()` is called. pdfkit is loaded on first use, which keeps it out of memory
 * until a PDF is made.
 */
export async function pdfDocument(options: { size: string; layout?: 'portrait' | 'landscape'; margin: number; info: { Title: string; Author: string; Subject?: string } }) {
  const { default: PDFDocument } = await import('pdfkit');
  const { margin } = options;
  const doc = new PDFDocument({ size: options.size, layout: options.layout, margins: { top: margin, bottom: margin, left: margin, right: margin }, info: options.info, lang: 'ru-RU' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', path.join(fontsDir, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(fontsDir, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('serif', path.join(fontsDir, 'DejaVuSerif.ttf'));
  return { doc, bytes };
}
