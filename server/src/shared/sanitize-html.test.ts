import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('should drop scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Текст<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a><svg onload="alert(4)"></svg>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg/i);
    expect(clean).toContain('<p>Текст</p>');
  });

  it('should keep the formatting the editor produces', () => {
    const html = '<h2 style="text-align:center">Заголовок</h2><p><strong>жирный</strong> <em>курсив</em> <s>зачёркнутый</s> <mark>маркер</mark></p><blockquote>цитата</blockquote><pre><code>код</code></pre><hr />';
    const clean = sanitizeRichText(html);
    for (const fragment of ['<h2 style="text-align:center">', '<strong>', '<em>', '<s>', '<mark>', '<blockquote>', '<pre><code>', '<hr />']) {
      expect(clean).toContain(fragment);
    }
  });
});
