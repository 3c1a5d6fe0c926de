import { DateTime } from 'luxon';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Infra } from '../../infra';
import { readRawBody } from '../../http/raw-body';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { practiceZone } from '../consultations/availability';
import { freeProductTypeId, kopecksToRoubles, type Catalog, type ProductType } from '../catalog/catalog';
import { presentPayment } from '../purchases/payment-details';
import { verifyDownloadToken } from './download-links';
import { maxProductFileBytes, maxProductFileMegabytes } from './file-kinds';
import { productCardOf, type ProductHistory } from './product-history';
import { acceptProductFile, decodeUpload, sha256Of, type FileUpload, type NewProductFile, type ProductFiles } from './product-files';
import type { PurchasedProduct, PurchasedProducts } from './purchased-products';
import { attachmentDisposition } from '../../http/attachment-header';

type ProductInput = { name: string; icon: string; description: string; amount: number; file?: number | null; file_temp?: FileUpload | null };
type Metadata = ReturnType<typeof commandMetadata>;

const moscowDate = (at: Date) => DateTime.fromJSDate(at, { zone: practiceZone }).toFormat('dd.MM.yyyy');
const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_');

/** The products («Материалы»): the coach's list, their files and versions, a client's purchases and downloads (links signed with the app's secret). */
export function productHandlers(
  infra: Pick<Infra, 'appSecret'>,
  /** What they ask of other modules (`ProductsPorts`). */
  ports: {
    catalog: Catalog;
    /** Every address a client has had (`modules/users`): her guest purchases under an earlier one are hers too. */
    addressesOf: (userId: string) => Promise<string[]>;
  },
  { files, history, purchased }: { files: ProductFiles; history: ProductHistory; purchased: PurchasedProducts },
) {
  async function present(product: ProductType, sales?: Map<number, number>, onSale = true) {
    const versions = await files.versions(product.id);
    const file = versions.find((version) => version.current);
    return {
      id: product.id,
      name: product.name,
      icon: product.icon,
      description: product.description,
      amount: kopecksToRoubles(product.priceKopecks),
      on_sale: onSale,
      file: file ? { id: file.id, name: file.name, type: file.extension } : null,
      sold: (sales ?? (await purchased.salesByType())).get(product.id) ?? 0,
      downloads: versions.reduce((sum, version) => sum + version.downloads, 0),
      versions: versions.map((version) => ({
        id: version.id,
        name: version.name,
        type: version.extension,
        size: version.sizeBytes,
        uploaded_at: version.uploadedAt.toISOString(),
        current: version.current,
        downloads: version.downloads,
      })),
    };
  }

  function fields(body: ProductInput): Omit<ProductType, 'id'> {
    return {
      name: body.name.trim(),
      icon: body.icon,
      description: sanitizeRichText(body.description),
      priceKopecks: Math.round(body.amount * 100),
    };
  }

  async function storeFile(productTypeId: number, file: NewProductFile, metadata: Metadata): Promise<void> {
    const stored = await files.replace(productTypeId, file);
    await history.record(
      {
        type: 'ProductFileUploaded',
        data: {
          productTypeId,
          file: { fileId: stored.id, name: file.name, extension: file.kind, sizeBytes: file.content.length },
          sha256: sha256Of(file.content),
          replacedFileId: stored.replacedId,
          uploadedAt: metadata.now.toISOString(),
        },
      },
      metadata,
    );
  }

  /**
   * The JSON form's file, checked before anything is written: a small base64 upload, `remove` for
   * `file: null` (take the current one away), or undefined to keep it.
   */
  function fileField(body: ProductInput): NewProductFile | 'remove' | undefined {
    if (body.file_temp) {
      const decoded = decodeUpload(body.file_temp);
      if ('problem' in decoded) throw badRequest(decoded.problem);
      return decoded.file;
    }
    return body.file === null ? 'remove' : undefined;
  }

  async function applyFileField(productTypeId: number, field: NewProductFile | 'remove' | undefined, metadata: Metadata): Promise<void> {
    if (field === undefined) return;
    if (field !== 'remove') return storeFile(productTypeId, field, metadata);
    const removed = await files.removeCurrent(productTypeId);
    if (removed !== undefined) {
      await history.record({ type: 'ProductFileRemoved', data: { productTypeId, fileId: removed, removedAt: metadata.now.toISOString() } }, metadata);
    }
  }

  /** The purchase's file, or a clear refusal. */
  async function fileOf(purchase: PurchasedProduct | undefined, typeId: number, now: Date) {
    if (!purchase || purchase.typeId !== typeId) throw notFound('Покупка не найдена.');
    if (purchase.refundedAt) throw forbidden(`Покупка возвращена ${moscowDate(purchase.refundedAt)}: файл больше недоступен.`);
    const file = await files.current(typeId);
    if (!file) throw notFound('Файл этого продукта пока не загружен. Мы пришлём его на почту, как только он появится.');
    await files.recordDownload(file.id, purchase.purchaseId, now);
    return file;
  }

  return {
    async listProducts({ user }) {
      requireSuperuser(user);
      const [sales, onSale, withdrawn] = await Promise.all([purchased.salesByType(), ports.catalog.productTypesOnSale(), ports.catalog.withdrawnProductTypes()]);
      return Promise.all([...onSale.map((product) => present(product, sales)), ...withdrawn.map((product) => present(product, sales, false))]);
    },

    async createProduct({ body, user, ctx }) {
      requireSuperuser(user);
      const metadata = commandMetadata(ctx.state, user.id);
      const file = fileField(body);
      const product = await ports.catalog.createProductType(fields(body));
      await history.record(
        { type: 'ProductTypeCreated', data: { productTypeId: product.id, product: productCardOf(product), createdAt: metadata.now.toISOString() } },
        metadata,
      );
      await applyFileField(product.id, file, metadata);
      ctx.state.log.info({ productTypeId: product.id }, 'product created');
      return present(product);
    },

    async updateProduct({ params, body, user, ctx }) {
      requireSuperuser(user);
      const metadata = commandMetadata(ctx.state, user.id);
      const file = fileField(body);
      const before = await ports.catalog.productType(params.id);
      const product = before && (await ports.catalog.updateProductType({ id: params.id, ...fields(body) }));
      if (!before || !product) throw notFound('Продукт не найден.');
      const [was, now] = [productCardOf(before), productCardOf(product)];
      const descriptionChanged = before.description !== product.description;
      if (descriptionChanged || JSON.stringify(was) !== JSON.stringify(now)) {
        await history.record(
          { type: 'ProductTypeChanged', data: { productTypeId: product.id, before: was, after: now, descriptionChanged, changedAt: metadata.now.toISOString() } },
          metadata,
        );
      }
      await applyFileField(product.id, file, metadata);
      return present(product);
    },

    async deleteProduct({ params, user, ctx }) {
      requireSuperuser(user);
      if (params.id === freeProductTypeId) throw badRequest('Бесплатный гид снять с продажи нельзя: его можно изменить.');
      const product = await ports.catalog.productType(params.id);
      if (!product || !(await ports.catalog.withdrawProductType(params.id))) throw notFound('Продукт не найден.');
      await history.record(
        { type: 'ProductTypeWithdrawn', data: { productTypeId: product.id, name: product.name, withdrawnAt: ctx.state.now.toISOString() } },
        commandMetadata(ctx.state, user.id),
      );
      return { result: true, message: 'Продукт снят с продажи. Купленные копии остаются доступны покупателям.' };
    },

    async restoreProduct({ params, user, ctx }) {
      requireSuperuser(user);
      const product = await ports.catalog.restoreProductType(params.id);
      if (!product) throw notFound('Среди снятых с продажи такого продукта нет.');
      await history.record(
        { type: 'ProductTypeRestored', data: { productTypeId: product.id, name: product.name, restoredAt: ctx.state.now.toISOString() } },
        commandMetadata(ctx.state, user.id),
      );
      ctx.state.log.info({ productTypeId: product.id }, 'product put back on sale');
      return present(product);
    },

    async uploadProductFile({ params, query, user, ctx }) {
      requireSuperuser(user);
      const body = await readRawBody(ctx, maxProductFileBytes);
      if ('tooLarge' in body) throw badRequest(`Файл больше ${maxProductFileMegabytes} МБ: загрузите файл поменьше.`);
      const accepted = acceptProductFile(query.name, body.content);
      if ('problem' in accepted) throw badRequest(accepted.problem);
      const product = await ports.catalog.productType(params.id);
      if (!product) throw notFound('Продукт не найден.');
      await storeFile(product.id, accepted.file, commandMetadata(ctx.state, user.id));
      ctx.state.log.info({ productTypeId: product.id, bytes: body.content.length, kind: accepted.file.kind }, 'product file uploaded');
      return present(product);
    },

    async listPurchasedProducts({ user }) {
      const products = await purchased.ofClient(user.id, await ports.addressesOf(user.id));
      return products.map((product) => ({
        id: product.purchaseId,
        type: { id: product.typeId, name: product.typeName },
        payment_info: presentPayment(product.payment),
        refunded_at: product.refundedAt?.toISOString() ?? null,
      }));
    },

    async downloadFile({ query, user, ctx }) {
      const purchase = await purchased.byId(query.payment_id);
      if (query.token) {
        const check = verifyDownloadToken(infra.appSecret, query.token, ctx.state.now);
        if (!check.ok) throw forbidden(check.reason === 'expired' ? 'Срок действия ссылки истёк. Войдите в кабинет, чтобы скачать покупку.' : 'Ссылка недействительна.');
        if (check.claims.purchaseId !== query.payment_id) throw forbidden('Ссылка недействительна.');
      } else {
        if (!user) throw forbidden('Скачать покупку может только её владелец: войдите в кабинет.');
        const owns =
          purchase && (purchase.userId === user.id || (purchase.email !== null && (await ports.addressesOf(user.id)).includes(purchase.email.toLowerCase())));
        if (!owns) throw notFound('Покупка не найдена.');
      }
      const file = await fileOf(purchase, query.type_id, ctx.state.now);
      return { result: true, file: file.content.toString('base64'), name: file.name, type: file.extension };
    },

    async downloadByLink({ params, ctx }) {
      const check = verifyDownloadToken(infra.appSecret, params.token, ctx.state.now);
      if (!check.ok) throw forbidden(check.reason === 'expired' ? 'Срок действия ссылки истёк. Войдите в кабинет, чтобы скачать покупку.' : 'Ссылка недействительна.');
      const file = await fileOf(await purchased.byId(check.claims.purchaseId), check.claims.typeId, ctx.state.now);
      const fileName = `${safeFileName(file.name)}.${file.extension}`;
      ctx.type = file.extension;
      ctx.set('Content-Disposition', attachmentDisposition(fileName));
      ctx.set('Cache-Control', 'private, no-store');
      return file.content;
    },
  } satisfies Partial<HandlerMap>;
}
