import { describe, expect, it } from 'vitest';
import { mimeTypeOf } from './download';

describe('download MIME types', () => {
  it('should type files by their extension', () => {
    expect(mimeTypeOf('pdf')).toBe('application/pdf');
    expect(mimeTypeOf('PDF')).toBe('application/pdf');
    expect(mimeTypeOf('unknown')).toBe('application/octet-stream');
  });
});
