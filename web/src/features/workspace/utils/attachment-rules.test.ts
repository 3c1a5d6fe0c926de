import { describe, expect, it } from 'vitest';
import { addAttachments, attachmentProblem, maxAttachments } from './attachment-rules';

const file = (name: string, size = 1024) => new File([new Uint8Array(size)], name);

describe('what a message may carry', () => {
  it('should take PDFs, pictures and office documents whatever the case of the extension, and refuse anything else', () => {
    expect(['план.PDF', 'фото.jpeg', 'схема.WebP', 'отчёт.docx', 'таблица.xlsx', 'слайды.pptx', 'текст.odt'].map((name) => attachmentProblem(file(name)))).toEqual(Array(7).fill(undefined));
    expect(attachmentProblem(file('архив.zip'))).toMatch(/^«архив\.zip»: такой файл не отправить/);
    expect(attachmentProblem(file('без-расширения'))).toMatch(/такой файл не отправить/);
  });

  it('should refuse a file over 20 MB and an empty one', () => {
    const large = { name: 'запись.pdf', size: 20 * 1024 * 1024 + 1 };
    expect(attachmentProblem(large)).toMatch(/^«запись\.pdf» больше 20\sМБ/);
    expect(attachmentProblem({ name: 'ровно.pdf', size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(attachmentProblem({ name: 'пусто.pdf', size: 0 })).toBe('«пусто.pdf» пустой.');
  });

  it('should attach at most ten files and say which were left out', () => {
    const chosen = Array.from({ length: maxAttachments + 1 }, (_, index) => file(`${index + 1}.pdf`));
    const added = addAttachments([], [...chosen, file('вирус.exe')]);
    expect(added.files.map((attached) => attached.name)).toEqual(chosen.slice(0, maxAttachments).map((attached) => attached.name));
    expect(added.problems).toEqual([expect.stringContaining('не больше 10 файлов: «11.pdf» не добавлен'), expect.stringMatching(/^«вирус\.exe»/)]);
  });
});
