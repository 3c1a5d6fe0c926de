import type { Homework } from '../../../api/generated/model';
import { answerText } from '../../../components/questionnaire/answer-drafts';
import { AnswersList } from '../../../components/questionnaire/answers-list';

/** The answers of an assignment under its questions, as they were when it was assigned; a question left empty says so. */
export function HomeworkAnswers({ homework }: { homework: Pick<Homework, 'questions' | 'answers'> }) {
  const byQuestion = new Map(homework.answers.map((answer) => [answer.question_id, answer]));
  return (
    <AnswersList
      items={homework.questions.map((question) => {
        const answer = byQuestion.get(question.id);
        return { id: question.id, question: question.text, answer: answer ? answerText(answer) : 'Нет ответа' };
      })}
    />
  );
}
