import { describe, expect, it } from 'vitest';
import { downloadFileName, downloadHref, mimeTypeOf } from './download';

describe('download MIME types', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['epub', 'application/epub+zip'],
    ['zip', 'application/zip'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['mp3', 'audio/mpeg'],
    ['mp4', 'video/mp4'],
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
  ])('should type .%s as %s', (extension, mime) => {
    expect(mimeTypeOf(extension)).toBe(mime);
  });

  it('should ignore case, spaces and a leading dot', () => {
    expect(mimeTypeOf('PDF')).toBe('application/pdf');
    expect(mimeTypeOf(' .Pdf ')).toBe('application/pdf');
  });

  it('should download an unknown or missing extension as plain bytes', () => {
    expect(mimeTypeOf('unknown')).toBe('application/octet-stream');
    expect(mimeTypeOf('')).toBe('application/octet-stream');
  });
});

describe('download link', () => {
  it('should join the name with the extension', () => {
    expect(downloadFileName({ name: 'koleso', type: 'pdf' })).toBe('koleso.pdf');
    expect(downloadFileName({ name: 'Колесо баланса', type: '.pdf' })).toBe('Колесо баланса.pdf');
    expect(downloadFileName({ name: 'notes', type: '' })).toBe('notes');
  });

  it('should build a data link typed by the extension', () => {
    expect(downloadHref({ file: 'JVBERi0=', type: 'pdf' })).toBe('data:application/pdf;base64,JVBERi0=');
  });
});
