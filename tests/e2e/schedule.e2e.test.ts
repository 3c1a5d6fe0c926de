import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freeDay } from './support/booking-ui';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const otherWeekdays = ['Понедельник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];

/** The labels of the free days the client's calendar shows for the month it has open. */
async function freeDayLabels(page: Page): Promise<string[]> {
  await freeDay(page).first().waitFor();
  return (await freeDay(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/, свободно$/, ''),
  );
}

describe('the coach’s schedule in Chromium', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  const seenMail = new Set<string>();

  it('should take Tuesdays off and a second daily time, and the client’s calendar shows exactly that', async () => {
    const coach = await suite.newContext();
    const coachPage = await coach.newPage();
    await signInThroughUi(coachPage, suite.app, 'coach@example.ru', { register: true, seenMail });
    await coachPage.waitForURL((url) => url.pathname === '/lk');
    await coachPage.goto('/lk/admin/schedule');
    const plan = coachPage.getByRole('region', { name: 'Часы приёма' });
    await plan.getByRole('button', { name: 'Убрать 10:00 (Вторник)' }).click();
    for (const weekday of otherWeekdays) {
      await plan.getByLabel(`Новое время (${weekday})`).fill('15:00');
      await plan.getByRole('button', { name: `Добавить время (${weekday})` }).click();
    }
    const save = plan.getByRole('button', { name: 'Сохранить расписание' });
    await save.click();
    // Saved, not only sending: the button is disabled while it sends too, and a reload then would cut the request off.
    await coachPage.getByRole('alert').filter({ hasText: 'Расписание сохранено' }).waitFor();
    await coachPage.reload();
    await plan.getByRole('button', { name: 'Убрать 15:00 (Понедельник)' }).waitFor();
    expect(await plan.getByRole('button', { name: /\(Вторник\)$/ }).allTextContents()).toEqual(['Добавить']);
    expect(cspViolationsIn(coach)).toEqual([]);
    await coach.close();

    const client = await suite.newContext();
    const page = await client.newPage();
    await signInThroughUi(page, suite.app, 'maria@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.goto('/lk/calendar');
    await freeDay(page).first().waitFor();
    await page.getByRole('button', { name: 'Следующий месяц' }).click();
    // Next month whole: every day but Tuesdays, up to the 90-day window.
    const today = DateTime.now().setZone('Europe/Moscow').startOf('day');
    const month = today.plus({ months: 1 }).startOf('month');
    const expected: string[] = [];
    for (let day = month; day < month.plus({ months: 1 }); day = day.plus({ days: 1 })) {
      if (day.weekday !== 2 && day <= today.plus({ days: 90 })) expected.push(day.setLocale('ru').toFormat('d MMMM'));
    }
    await page.getByRole('button', { name: `${expected[0]}, свободно`, exact: true }).waitFor();
    expect(await freeDayLabels(page)).toEqual(expected);

    await freeDay(page).first().click();
    const bookingDialog = page.getByRole('dialog', { name: /^Дата записи на сессию / });
    await bookingDialog.getByRole('combobox').click();
    const times = page.getByRole('option');
    await times.first().waitFor();
    expect(await times.allTextContents()).toEqual(['10:00', '15:00']);
    expect(cspViolationsIn(client)).toEqual([]);
    await client.close();
  });
});
