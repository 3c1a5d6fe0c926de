import type { Logger } from '../../config/logger';
import { freeProductTypeId } from '../catalog/catalog';
import { renderLeadMagnetPdf } from './lead-magnet-pdf';
import type { ProductFiles } from './product-files';

/** Gives the free guide its PDF on a fresh installation; a file the coach uploaded is kept. */
export async function seedProductFiles(files: ProductFiles, logger: Logger): Promise<void> {
  if (await files.current(freeProductTypeId)) return;
  const content = await renderLeadMagnetPdf();
  await files.replace(freeProductTypeId, { name: '5 шагов к поиску своего призвания', extension: 'pdf', content });
  logger.info({ bytes: content.length }, 'free guide PDF generated');
}
