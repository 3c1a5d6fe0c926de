import type { Page } from 'playwright-core';
import { readCodeFromOutbox } from '../../support/login-code-mail';
import type { TestApp } from '../../support/test-app';

/** Types the mailed code into the code dialog; the fifth digit submits it. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Введите код/ });
  await dialog.waitFor();
  await dialog.getByRole('textbox').pressSequentially(code, { delay: 30 });
}

/** Signs in (or registers) through the login screen as a person would, reading the code from the outbox. */
export async function signInThroughUi(
  page: Page,
  app: TestApp,
  email: string,
  options: { register?: boolean; seenMail: Set<string>; from?: string },
): Promise<void> {
  await page.goto(options.from ?? '/login');
  if (options.register) await page.getByRole('tab', { name: 'Регистрация' }).click();
  const form = page.getByRole('tabpanel', { name: options.register ? 'Регистрация' : 'Вход' });
  await form.getByLabel('Электронная почта').fill(email);
  if (options.register) await form.getByRole('checkbox', { name: /персональных данных/ }).check();
  await form.getByRole('button', { name: 'Продолжить' }).click();
  await enterCode(page, await readCodeFromOutbox(app.outboxDir, email, options.seenMail));
}
