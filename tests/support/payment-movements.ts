import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export type MovementReceipt = { kind: 'payment' | 'refund' | 'settlement'; status: 'pending' | 'succeeded' | 'canceled'; amount: number; fiscal: Record<string, string> | null };
/** A money movement of «Платежи» (`GET /api/admin/payments/`). */
export type Movement = { purchase_id: string; status: 'paid' | 'refunded'; type: string; description: string; amount: number; receipts: MovementReceipt[] };

/** The coach's movement of a purchase once it has `count` receipts and none is still awaited (polled: receipts are followed by jobs). */
export async function answeredMovement(coach: ApiClient, purchaseId: string, status: Movement['status'], count: number): Promise<Movement> {
  let movement: Movement | undefined;
  await expect
    .poll(
      async () => {
        movement = (await coach.get<{ items: Movement[] }>('/api/admin/payments/')).body.items.find((item) => item.purchase_id === purchaseId && item.status === status);
        return movement !== undefined && movement.receipts.length === count && movement.receipts.every((receipt) => receipt.status !== 'pending');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return movement!;
}
