import type { Config } from '../../config/config';
import { requireSuperuser } from '../../http/authorization';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import { sanitizeRichText } from '../../shared/sanitize-html';
import { freeProductTypeId, kopecksToRoubles, type Catalog, type ProductType } from '../catalog/catalog';
import { presentPayment } from '../purchases/payment-details';
import { verifyDownloadToken } from './download-links';
import { decodeUpload, type FileUpload, type ProductFiles } from './product-files';
import type { PurchasedProduct, PurchasedProducts } from './purchased-products';

export type ProductDeps = {
  catalog: Catalog;
  files: ProductFiles;
  purchased: PurchasedProducts;
  /** Every address a client has had: her guest purchases under an earlier one are hers too. */
  addressesOf: (userId: string) => Promise<string[]>;
  appSecret: Config['appSecret'];
  now: () => Date;
};

type ProductOperation =
  | 'listProducts'
  | 'createProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'listPurchasedProducts'
  | 'downloadFile'
  | 'downloadByLink';

type ProductInput = { name: string; icon: string; description: string; amount: number; file?: number | null; file_temp?: FileUpload | null };

const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_');

export function productHandlers(deps: ProductDeps): HandlerGroup<ProductOperation> {
  async function present(product: ProductType) {
    const file = await deps.files.current(product.id);
    return {
      id: product.id,
      name: product.name,
      icon: product.icon,
      description: product.description,
      amount: kopecksToRoubles(product.priceKopecks),
      file: file ? { id: file.id, name: file.name, type: file.extension } : null,
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

  async function storeFile(productTypeId: number, body: ProductInput): Promise<void> {
    if (body.file_temp) {
      const decoded = decodeUpload(body.file_temp);
      if ('problem' in decoded) throw badRequest(decoded.problem);
      await deps.files.replace(productTypeId, decoded.file);
    } else if (body.file === null) {
      await deps.files.removeCurrent(productTypeId);
    }
  }

  /** The purchase's file, or a clear refusal. */
  async function fileOf(purchase: PurchasedProduct | undefined, typeId: number) {
    if (!purchase || purchase.typeId !== typeId) throw notFound('Покупка не найдена.');
    const file = await deps.files.current(typeId);
    if (!file) throw notFound('Файл этого продукта пока не загружен. Мы пришлём его на почту, как только он появится.');
    return file;
  }

  return {
    async listProducts({ user }) {
      requireSuperuser(user);
      return Promise.all((await deps.catalog.productTypesOnSale()).map(present));
    },

    async createProduct({ body, user, ctx }) {
      requireSuperuser(user);
      const product = await deps.catalog.createProductType(fields(body));
      await storeFile(product.id, body);
      ctx.state.log.info({ productTypeId: product.id }, 'product created');
      return present(product);
    },

    async updateProduct({ params, body, user }) {
      requireSuperuser(user);
      const product = await deps.catalog.updateProductType({ id: params.id, ...fields(body) });
      if (!product) throw notFound('Продукт не найден.');
      await storeFile(product.id, body);
      return present(product);
    },

    async deleteProduct({ params, user }) {
      requireSuperuser(user);
      if (params.id === freeProductTypeId) throw badRequest('Бесплатный гид снять с продажи нельзя: его можно изменить.');
      if (!(await deps.catalog.withdrawProductType(params.id))) throw notFound('Продукт не найден.');
      return { result: true, message: 'Продукт снят с продажи. Купленные копии остаются доступны покупателям.' };
    },

    async listPurchasedProducts({ user }) {
      const products = await deps.purchased.ofClient(user.id, await deps.addressesOf(user.id));
      return products.map((product) => ({
        id: product.purchaseId,
        type: { id: product.typeId, name: product.typeName },
        payment_info: presentPayment(product.payment),
      }));
    },

    async downloadFile({ query, user }) {
      const purchase = await deps.purchased.byId(query.payment_id);
      if (query.token) {
        const check = verifyDownloadToken(deps.appSecret, query.token, deps.now());
        if (!check.ok) throw forbidden(check.reason === 'expired' ? 'Срок действия ссылки истёк. Войдите в кабинет, чтобы скачать покупку.' : 'Ссылка недействительна.');
        if (check.claims.purchaseId !== query.payment_id) throw forbidden('Ссылка недействительна.');
      } else {
        if (!user) throw forbidden('Скачать покупку может только её владелец: войдите в кабинет.');
        const owns =
          purchase && (purchase.userId === user.id || (purchase.email !== null && (await deps.addressesOf(user.id)).includes(purchase.email.toLowerCase())));
        if (!owns) throw notFound('Покупка не найдена.');
      }
      const file = await fileOf(purchase, query.type_id);
      return { result: true, file: file.content.toString('base64'), name: file.name, type: file.extension };
    },

    async downloadByLink({ params, ctx }) {
      const check = verifyDownloadToken(deps.appSecret, params.token, deps.now());
      if (!check.ok) throw forbidden(check.reason === 'expired' ? 'Срок действия ссылки истёк. Войдите в кабинет, чтобы скачать покупку.' : 'Ссылка недействительна.');
      const file = await fileOf(await deps.purchased.byId(check.claims.purchaseId), check.claims.typeId);
      const fileName = `${safeFileName(file.name)}.${file.extension}`;
      ctx.type = file.extension;
      ctx.set('Content-Disposition', `attachment; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      ctx.set('Cache-Control', 'private, no-store');
      return file.content;
    },
  };
}
