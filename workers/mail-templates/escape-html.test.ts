import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from './escape-html';

describe('escapeHtml', () => {
  it('should escape the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('should escape interpolated values in html`` but keep nested html fragments', () => {
    const name = '<b>Анна</b>';
    const inner = html`<i>${name}</i>`;
    expect(html`<p title="${name}">${inner}${[html`<br>`, html`<br>`]}${5}</p>`.value).toBe(
      '<p title="&lt;b&gt;Анна&lt;/b&gt;"><i>&lt;b&gt;Анна&lt;/b&gt;</i><br><br>5</p>',
    );
  });
});
