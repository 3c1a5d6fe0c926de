import { describe, expect, it } from 'vitest';
import { chosenImage, contentImageSrc, imageExtension, splitFileName } from './content-image';

describe('image file names', () => {
  it('should split a file name at its last dot', () => {
    expect(splitFileName('photo.jpg')).toEqual({ name: 'photo', type: 'jpg' });
    expect(splitFileName('отпуск.2026.final.PNG')).toEqual({ name: 'отпуск.2026.final', type: 'PNG' });
  });

  it('should keep a name without a dot, or starting with one, whole', () => {
    expect(splitFileName('photo')).toEqual({ name: 'photo', type: '' });
    expect(splitFileName('.hidden')).toEqual({ name: '.hidden', type: '' });
  });

  it('should leave the extension empty for a trailing dot', () => {
    expect(splitFileName('photo.')).toEqual({ name: 'photo', type: '' });
  });

  it('should take a missing extension from the MIME type', () => {
    expect(imageExtension('снимок', 'image/jpeg')).toBe('jpg');
    expect(imageExtension('снимок.WEBP', 'image/webp')).toBe('webp');
  });

  it('should send bare base64 and keep the data URL for the preview', () => {
    const image = chosenImage('обложка.png', 'image/png', 'data:image/png;base64,iVBORw0KGgo=');
    expect(image).toEqual({ name: 'обложка', type: 'png', base64: 'iVBORw0KGgo=', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' });
  });

  it('should prefer the inline base64 of a saved picture over its URL', () => {
    expect(contentImageSrc({ id: 7, name: 'a', type: 'jpg', base64: 'AAAA' })).toBe('data:image/jpeg;base64,AAAA');
    expect(contentImageSrc({ id: 7, name: 'a', type: 'jpg' })).toBe('/api/article-image/7');
  });
});
