import { describe, expect, it } from 'vitest';
import { checkProductFile, detectProductFileKind, maxProductFileBytes } from './file-kinds';

const zipHeader = (firstEntry: string, content: string) => {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  return Buffer.concat([header, Buffer.from(firstEntry + content, 'latin1')]);
};

describe('product file kinds', () => {
  it('should tell PDF, EPUB and ZIP apart by their first bytes', () => {
    expect(detectProductFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectProductFileKind(zipHeader('mimetype', 'application/epub+zip'))).toBe('epub');
    expect(detectProductFileKind(zipHeader('readme.txt', 'hello'))).toBe('zip');
  });

  it('should refuse a file whose bytes are none of them, whatever its name', () => {
    expect(detectProductFileKind(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))).toBeUndefined();
    expect(checkProductFile(Buffer.from('just text'))).toEqual({ problem: expect.stringMatching(/не PDF/) });
  });

  it('should refuse an empty file and one over 50 MB', () => {
    expect(checkProductFile(Buffer.alloc(0))).toEqual({ problem: 'Файл пустой.' });
    const big = Buffer.alloc(maxProductFileBytes + 1);
    big.write('%PDF-');
    expect(checkProductFile(big)).toEqual({ problem: 'Файл больше 50 МБ.' });
  });
});
