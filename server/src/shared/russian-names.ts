import petrovich from 'petrovich';

/**
 * Without a patronymic the gender is a guess from the endings: Russian feminine surnames end in
 * -а/-я (Смирнова, Белая), as do most feminine first names (Анна, Любовь aside).
 */
function genderOf(first: string, last: string | undefined): 'male' | 'female' {
  const feminine = /[ая]$/i;
  return (last ? feminine.test(last) : feminine.test(first)) ? 'female' : 'male';
}

/** «Имя [Отчество] Фамилия» in one grammatical case; anything else is returned as it was. */
function inflect(fullName: string, grammaticalCase: 'genitive' | 'instrumental'): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  if (!first) return fullName;
  const last = rest.at(-1);
  const middle = rest.length > 1 ? rest[0] : undefined;
  const inflected = petrovich({ first, middle, last, gender: genderOf(first, last) }, grammaticalCase);
  return [inflected.first, inflected.middle, inflected.last].filter(Boolean).join(' ');
}

/** «Анна Смирнова» → «Анны Смирновой»: a person's name in the genitive, for «сайт коуча …». */
export const genitiveOf = (fullName: string): string => inflect(fullName, 'genitive');

/** «Анна Смирнова» → «Анной Смирновой»: a person's name in the instrumental, for «Коуч-сессия с …». */
export const instrumentalOf = (fullName: string): string => inflect(fullName, 'instrumental');
