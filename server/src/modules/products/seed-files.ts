import type { Logger } from '../../config/logger';
import { balanceWheelWorkbook, careerChangeGuide, leadMagnet, type Guide } from './guide-content';
import { renderGuidePdf } from './guide-pdf';
import type { ProductFiles } from './product-files';

/** The seeded products (see catalog/seed.ts) and the guides the project writes for them. */
const seededGuides: Array<[productTypeId: number, guide: Guide]> = [
  [1, leadMagnet],
  [2, balanceWheelWorkbook],
  [3, careerChangeGuide],
];

/**
 * The guides as rendered in this process, by coach: a process that starts the app on many fresh
 * databases (a test run's worker) renders each one once instead of at every start (about 0.3 s).
 */
const rendered = new Map<string, Promise<Buffer>>();
const renderedGuide = (guide: Guide, coachName: string): Promise<Buffer> => {
  const key = `${guide.title}\n${coachName}`;
  let content = rendered.get(key);
  if (!content) {
    content = renderGuidePdf(guide, coachName);
    content.catch(() => rendered.delete(key));
    rendered.set(key, content);
  }
  return content;
};

/**
 * Gives the seeded products their PDFs on a fresh installation, written by the practice's coach (her
 * name from Практика, seeded from the configuration); a file the coach uploaded is kept.
 */
export async function seedProductFiles(files: ProductFiles, coachName: string, logger: Logger): Promise<void> {
  for (const [productTypeId, guide] of seededGuides) {
    if (await files.current(productTypeId)) continue;
    const content = await renderedGuide(guide, coachName);
    await files.replace(productTypeId, { name: guide.title.replace(/[«»"]/g, ''), kind: 'pdf', content });
    logger.info({ productTypeId, bytes: content.length }, 'product PDF generated');
  }
}
