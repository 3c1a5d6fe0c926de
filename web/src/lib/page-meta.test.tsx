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

  it('should give a page without a picture of its own the practice’s picture for link previews: absolute, with its size and a description', async () => {
    server.use(http.get('*/api/practice/', () => HttpResponse.json(maria)));
    renderWithApp(<PageMeta title="Обо мне" />);
    const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    await expect.poll(() => meta('og:image')).toBe(`${window.location.origin}/share/practice.png`);
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('og:image:alt')).toMatch(/коучинг/i);
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  });
});
