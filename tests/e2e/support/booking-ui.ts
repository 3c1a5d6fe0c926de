import type { Locator, Page } from 'playwright-core';

/** A free day in the cabinet calendar. */
export const freeDay = (page: Page) => page.getByRole('button', { name: /, свободно$/ });

/**
 * Books the first free day from the cabinet (or, with `skip`, a later one) and pays in the sandbox,
 * back to the cabinet; returns the day's label.
 */
export async function bookAndPayFirstFreeDay(page: Page, { skip = 0 }: { skip?: number } = {}): Promise<string> {
  await showFreeDays(page, skip + 1);
  const day = freeDay(page).nth(skip);
  await day.waitFor();
  const dayLabel = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  const bookingDialog = page.getByRole('dialog', { name: /^Дата записи на сессию / });
  await confirmPurchase(bookingDialog);
  await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/buy-success\//);
  await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
  await page.getByRole('button', { name: 'Вернуться на главную' }).click();
  await page.waitForURL((url) => url.pathname === '/lk');
  return dayLabel;
}

/**
 * Turns the calendar to the first month with at least `count` free days: near a month's end the
 * current one may have fewer (the suites run on the real date).
 */
export async function showFreeDays(page: Page, count: number): Promise<void> {
  for (let month = 0; month < 3; month++) {
    await page.locator('[role="grid"][aria-busy="false"]').waitFor();
    if ((await freeDay(page).count()) >= count) return;
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
  }
}

/** The box «Даю согласие на передачу данных ЮKassa для оплаты», shown until she has given that consent. */
export const paymentConsentBox = (scope: Locator) => scope.getByRole('checkbox', { name: /согласие на передачу данных ЮKassa/ });

/**
 * Ticks the payment consent (and the video rooms' one) when the dialog asks it (her first paid purchase or booking). Waits for the
 * dialog's own button first: the box is drawn with it, so whether it is asked is known by then.
 */
export async function tickPaymentConsentIfAsked(dialog: Locator, button: string | RegExp = 'Купить'): Promise<void> {
  await dialog.getByRole('button', { name: button }).waitFor();
  const box = paymentConsentBox(dialog);
  if (await box.isVisible()) await box.check();
  // A booking while the coach uses a room service asks that service's consent too (her first booking).
  const rooms = dialog.getByRole('checkbox', { name: /сервису видеокомнат/ });
  if (await rooms.isVisible()) await rooms.check();
}

/** Ticks the payment consent when the dialog asks it, then presses its button (`Купить` by default). */
export async function confirmPurchase(dialog: Locator, button: string | RegExp = 'Купить'): Promise<void> {
  await tickPaymentConsentIfAsked(dialog, button);
  await dialog.getByRole('button', { name: button }).click();
}
