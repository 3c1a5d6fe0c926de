import { describe, expect, it } from 'vitest';
import { maxWorkspaceFileBytes } from './events';
import { checkWorkspaceFile, workspaceFileName } from './file-kinds';

/** A ZIP of empty stored entries with its central directory, as office suites write them. */
function zipOf(names: readonly string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const kindOf = (content: Buffer) => {
  const checked = checkWorkspaceFile('file', content);
  return 'kind' in checked ? checked.kind : checked.problem;
};

describe('workspace file kinds', () => {
  it('should tell PDFs and pictures by their first bytes', () => {
    expect(kindOf(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(kindOf(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'))).toBe('png');
    expect(kindOf(Buffer.from('\xff\xd8\xff\xe0....', 'latin1'))).toBe('jpeg');
    expect(kindOf(Buffer.from('GIF89a....'))).toBe('gif');
    expect(kindOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('should tell office documents by the entries of their ZIP', () => {
    expect(kindOf(zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe('docx');
    expect(kindOf(zipOf(['[Content_Types].xml', 'xl/workbook.xml']))).toBe('xlsx');
    expect(kindOf(zipOf(['[Content_Types].xml', 'ppt/presentation.xml']))).toBe('pptx');
    const odt = zipOf(['mimetype', 'content.xml']);
    expect(kindOf(Buffer.concat([odt.subarray(0, 38), Buffer.from('application/vnd.oasis.opendocument.text'), odt.subarray(38)]))).toBe('odt');
  });

  it('should refuse a plain ZIP, an EPUB, a script and text whatever their names', () => {
    expect(checkWorkspaceFile('report.docx', zipOf(['readme.txt']))).toEqual({ problem: expect.stringContaining('не из них') });
    expect(checkWorkspaceFile('photo.png', Buffer.from('<script>alert(1)</script>'))).toEqual({ problem: expect.stringContaining('не из них') });
    expect(checkWorkspaceFile('notes.pdf', Buffer.from('just text'))).toEqual({ problem: expect.stringContaining('не из них') });
  });

  it('should refuse an empty file and one over 20 MB', () => {
    expect(checkWorkspaceFile('a.pdf', Buffer.alloc(0))).toEqual({ problem: 'Файл пустой.' });
    const big = Buffer.alloc(maxWorkspaceFileBytes + 1);
    big.write('%PDF-');
    expect(checkWorkspaceFile('a.pdf', big)).toEqual({ problem: 'Файл больше 20 МБ: загрузите файл поменьше.' });
  });

  it('should name a file by what its bytes are, without folders', () => {
    expect(workspaceFileName('../../etc/Дневник.PDF', 'pdf')).toBe('.._.._etc_Дневник.pdf');
    expect(workspaceFileName('photo.pdf', 'png')).toBe('photo.pdf.png');
    expect(workspaceFileName('scan.jpeg', 'jpeg')).toBe('scan.jpg');
    expect(workspaceFileName('   ', 'docx')).toBe('file.docx');
    expect(workspaceFileName('план\u0000\n\u0085на\tмай.docx', 'docx')).toBe('план на май.docx');
    expect(workspaceFileName(`${'😀'.repeat(150)}.pdf`, 'pdf')).toBe(`${'😀'.repeat(98)}.pdf`);
    expect(workspaceFileName('я'.repeat(300), 'pdf')).toHaveLength(200);
  });
});
