// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServerForFile } from '../../../testing/api-server';
import { maria } from '../../../testing/practice-details';
import { renderWithApp } from '../../../testing/render';
import { AboutBlurb } from './about-blurb';

const server = startApiServerForFile();
afterEach(cleanup);

describe('the landing\'s word about the coach', () => {
  it('should introduce the coach by the name in Практика, with her initials', async () => {
    server.use(http.get('*/api/practice/', () => HttpResponse.json(maria)));
    const { container } = renderWithApp(<AboutBlurb />);
    await screen.findByText(/^Меня зовут Мария Петрова\. Я коуч и помогаю людям/);
    expect(screen.getByText('МП')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Смирнов|АС/);
  });

});
