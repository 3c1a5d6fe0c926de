import type { Page } from 'playwright-core';

/** A free day in the cabinet calendar. */
export const freeDay = (page: Page) => page.getByRole('button', { name: /, свободно$/ });

/**
 * Books the first free day from the cabinet (or, with `skip`, a later one) and pays in the sandbox,
 * back to the cabinet; returns the day's label.
 */
export async function bookAndPayFirstFreeDay(page: Page, { skip = 0 }: { skip?: number } = {}): Promise<string> {
  const day = freeDay(page).nth(skip);
  await day.waitFor();
  const dayLabel = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  const booking = page.getByRole('dialog', { name: /^Дата записи на сессию / });
  await booking.getByRole('button', { name: 'Купить' }).click();
  await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/buy-success\//);
  await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
  await page.getByRole('button', { name: 'Вернуться на главную' }).click();
  await page.waitForURL((url) => url.pathname === '/lk');
  return dayLabel;
}
