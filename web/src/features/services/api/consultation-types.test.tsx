// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsultationType, ConsultationTypeInput } from '../../../api/generated/model';
import { alertAfter } from '../../../testing/alerted-action';
import { csrfCookieHandler, startApiServerForFile } from '../../../testing/api-server';
import { useSaveConsultationType } from './consultation-types';

const server = startApiServerForFile();
afterEach(cleanup);

const session: ConsultationType = {
  on_sale: true,
  id: 1,
  sessions: 1,
  name: 'Коуч-сессия',
  icon: 'chat',
  description: 'Одна встреча онлайн.',
  additional: '60–90 минут',
  amount: 4500,
};
const input: ConsultationTypeInput = { name: session.name, icon: 'chat', description: session.description, additional: session.additional, amount: 4500, on_sale: true };

const useSaveService = () => {
  const save = useSaveConsultationType();
  return () => save.mutate({ id: 1, data: input });
};

describe('saving a service', () => {
  it('should say the service was saved', async () => {
    server.use(csrfCookieHandler, http.put('*/api/dictionary/consultationType/1/', () => HttpResponse.json(session)));
    expect(await alertAfter(useSaveService)).toEqual({ status: 200, text: expect.stringContaining('Услуга «Коуч-сессия» сохранена') });
  });

  it('should say why a price was refused', async () => {
    server.use(csrfCookieHandler, http.put('*/api/dictionary/consultationType/1/', () => HttpResponse.json({ detail: 'Цена: от 0 до 1 000 000 ₽.' }, { status: 400 })));
    expect(await alertAfter(useSaveService)).toEqual({ status: 400, text: expect.stringContaining('Цена: от 0 до 1 000 000 ₽.') });
  });
});
