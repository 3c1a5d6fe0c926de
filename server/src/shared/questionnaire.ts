/** A question the coach writes for a client to answer: the intake before the first session, a homework template. */
type Question<Kind extends string> = { text: string; kind: Kind; options: readonly string[] };

/** A question answered by choosing: one option or several. */
export const isChoiceKind = (kind: string): boolean => kind === 'single' || kind === 'multiple';

/**
 * A question as it is kept: trimmed text and options; only a choice question has options. Refused
 * with `invalid`'s error (the caller's domain error) and a Russian reason when it cannot be answered.
 */
export function normalizedQuestion<Kind extends string, Q extends Question<Kind>>(question: Q, invalid: (detail: string) => Error): Q {
  const text = question.text.trim();
  if (text === '') throw invalid('У каждого вопроса должен быть текст.');
  if (!isChoiceKind(question.kind)) return { ...question, text, options: [] };
  const options = question.options.map((option) => option.trim());
  if (options.some((option) => option === '')) throw invalid(`В вопросе «${text}» есть пустой вариант ответа.`);
  if (options.length < 2) throw invalid(`В вопросе «${text}» нужно хотя бы два варианта ответа.`);
  if (new Set(options).size !== options.length) throw invalid(`В вопросе «${text}» варианты ответа повторяются.`);
  return { ...question, text, options };
}
