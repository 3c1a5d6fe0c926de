import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-header';

describe('attachment disposition', () => {
  it('should name a Russian file exactly in filename* and safely in filename', () => {
    expect(attachmentDisposition('Дневник (1).pdf')).toBe(`attachment; filename="_______ (1).pdf"; filename*=UTF-8''%D0%94%D0%BD%D0%B5%D0%B2%D0%BD%D0%B8%D0%BA%20%281%29.pdf`);
  });

  it('should keep quotes and separators out of the plain filename', () => {
    expect(attachmentDisposition('a"b;c\\d.png')).toBe(`attachment; filename="a_b_c_d.png"; filename*=UTF-8''a%22b%3Bc%5Cd.png`);
  });
});
