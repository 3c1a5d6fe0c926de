import { createHmac } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import type { AppState } from '../../http/app-state';
import { sameText, signedToken } from '../../shared/signed-token';

const cookieName = 'guest_purchases';
/** Enough for the purchases a guest makes in one sitting; the oldest drop out first. */
const remembered = 5;
const rememberedMs = 7 * 86_400_000;

const guestPurchaseTokens = (secret: string) => signedToken({ purpose: 'guest-purchase', schema: z.string(), secret, expiresInMs: rememberedMs });

/**
 * The format before the signed-token helper (`{purchaseId}.HMAC(secret, "guest-purchase|"+id)[:32]`).
 * Accepted until 2026-12-31: every cookie written since the helper shipped carries only new entries
 * (see `rememberGuestPurchase`), and an older cookie lives 7 days; delete this function then.
 */
function legacyPurchaseId(secret: string, entry: string): string | undefined {
  const [id = '', signature = ''] = entry.split('.');
  return sameText(signature, createHmac('sha256', secret).update(`guest-purchase|${id}`).digest('base64url').slice(0, 32)) ? id : undefined;
}

/** The purchases this browser's cookie genuinely names, each with its entry in the current format. */
function readEntries(ctx: ParameterizedContext<AppState>, secret: string): Array<{ purchaseId: string; entry: string }> {
  const tokens = guestPurchaseTokens(secret);
  return (ctx.cookies.get(cookieName) ?? '')
    .split(':')
    .filter(Boolean)
    .flatMap((entry) => {
      const purchaseId = tokens.verify(entry);
      if (purchaseId !== undefined) return [{ purchaseId, entry }];
      const legacy = legacyPurchaseId(secret, entry);
      return legacy === undefined ? [] : [{ purchaseId: legacy, entry: tokens.sign(legacy) }];
    });
}

/**
 * Lets the browser a guest bought in see that purchase's outcome later (the success page after
 * YooKassa): an HttpOnly cookie with the purchase ids it started, each signed with APP_SECRET.
 */
export function rememberGuestPurchase(ctx: ParameterizedContext<AppState>, secret: string, purchaseId: string): void {
  const others = readEntries(ctx, secret).filter((known) => known.purchaseId !== purchaseId);
  const entries = [...others.map((known) => known.entry), guestPurchaseTokens(secret).sign(purchaseId)];
  ctx.cookies.set(cookieName, entries.slice(-remembered).join(':'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: rememberedMs,
    overwrite: true,
  });
}

/** Whether this browser started the purchase as a guest (its cookie carries the id, genuinely signed). */
export function startedHereAsGuest(ctx: ParameterizedContext<AppState>, secret: string, purchaseId: string): boolean {
  return readEntries(ctx, secret).some((known) => known.purchaseId === purchaseId);
}
