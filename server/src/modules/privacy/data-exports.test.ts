import { describe, expect, it } from 'vitest';
import { dataExportFileName } from './data-exports';

describe('data export file name', () => {
  it('should name the file by the Moscow day, which starts three hours before the UTC one', () => {
    expect(dataExportFileName(new Date('2026-11-22T21:30:00.000Z'))).toBe('my-data-2026-11-23.json');
    expect(dataExportFileName(new Date('2026-11-22T20:59:00.000Z'))).toBe('my-data-2026-11-22.json');
  });
});
