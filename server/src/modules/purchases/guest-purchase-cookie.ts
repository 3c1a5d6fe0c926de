import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { AppState } from '../../http/app-state';

const cookieName = 'guest_purchases';
/** Enough for the purchases a guest makes in one sitting; the oldest drop out first. */
const remembered = 5;

const sign = (secret: string, purchaseId: string) =>
  createHmac('sha256', secret).update(`guest-purchase|${purchaseId}`).digest('base64url').slice(0, 32);

function readEntries(ctx: ParameterizedContext<AppState>): string[] {
  return (ctx.cookies.get(cookieName) ?? '').split(':').filter(Boolean);
}

/**
 * Lets the browser a guest bought in see that purchase's outcome later (the success page after
 * YooKassa): an HttpOnly cookie with the purchase ids it started, each signed with APP_SECRET.
 */
export function rememberGuestPurchase(ctx: ParameterizedContext<AppState>, secret: string, purchaseId: string): void {
  const entries = [...readEntries(ctx).filter((entry) => !entry.startsWith(`${purchaseId}.`)), `${purchaseId}.${sign(secret, purchaseId)}`];
  ctx.cookies.set(cookieName, entries.slice(-remembered).join(':'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: 7 * 86_400_000,
    overwrite: true,
  });
}

/** Whether this browser started the purchase as a guest (its cookie carries the id, genuinely signed). */
export function startedHereAsGuest(ctx: ParameterizedContext<AppState>, secret: string, purchaseId: string): boolean {
  const expected = Buffer.from(sign(secret, purchaseId));
  return readEntries(ctx).some((entry) => {
    const [id, signature = ''] = entry.split('.');
    const given = Buffer.from(signature);
    return id === purchaseId && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
