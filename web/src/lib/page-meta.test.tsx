// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiServerForFile } from '../testing/api-server';
import { maria } from '../testing/practice-details';
import { renderWithApp } from '../testing/render';
import { PageMeta } from './page-meta';

const server = startApiServerForFile();
afterEach(cleanup);

describe('a page\'s head tags', () => {
  it('should name the practice from Практика in the tab title and as og:site_name', async () => {
    server.use(http.get('*/api/practice/', () => HttpResponse.json(maria)));
    renderWithApp(<PageMeta title="Статьи" />);
    const siteName = () => document.head.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
    await expect.poll(() => document.title).toBe('Статьи — Коуч Мария Петрова');
    expect(siteName()).toBe('Коуч Мария Петрова');
  });
});
