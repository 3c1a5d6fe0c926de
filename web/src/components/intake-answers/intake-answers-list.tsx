import type { IntakeAnswer } from '../../api/generated/model';
import { answerText } from '../questionnaire/answer-drafts';
import { AnswersList } from '../questionnaire/answers-list';

/** Her answers, each under the question as she answered it. */
export function IntakeAnswersList({ answers }: { answers: readonly IntakeAnswer[] }) {
  return <AnswersList items={answers.map((answer) => ({ id: answer.question_id, question: answer.question, answer: answerText(answer) }))} />;
}
