import { describe, expect, it } from 'vitest';
import { ContractAnswers, contractAnswers, type Answer } from './contract-answers';

const json = 'application/json; charset=utf-8';
const user = { id: 1, email: 'anna@example.ru', is_superuser: false };

function answer(overrides: Partial<Answer>): Answer {
  return { method: 'GET', path: '/api/user-me/', status: 200, contentType: json, text: '{}', ...overrides };
}

describe('the contract check of answers', () => {
  const contract = contractAnswers();

  it('accepts a declared status, media type and body', () => {
    const failure = { success: false, message: 'Неверный код', detail: 'Неверный код' };
    expect(contract.problems(answer({ method: 'POST', path: '/api/token', status: 400, text: JSON.stringify(failure) }))).toEqual([]);
    expect(contract.problems(answer({ status: 401, text: JSON.stringify({ detail: 'Войдите' }) }))).toEqual([]);
    const refused = { detail: 'Некорректный запрос (body): code: обязательное поле', errors: [{ path: 'code', message: 'обязательное поле' }] };
    expect(contract.problems(answer({ method: 'POST', path: '/api/token', status: 400, text: JSON.stringify(refused) }))).toEqual([]);
  });

  it('refuses a status the operation does not declare', () => {
    expect(contract.problems(answer({ status: 418, text: JSON.stringify({ detail: 'чайник' }) }))).toEqual([
      expect.stringContaining('a status the contract does not declare'),
    ]);
  });

  it('refuses a media type the response does not declare', () => {
    expect(contract.problems(answer({ status: 401, contentType: 'text/plain', text: 'Unauthorized' }))).toEqual([
      expect.stringContaining('as text/plain, where the contract declares application/json'),
    ]);
  });

  it('refuses a body that does not match the schema, through $refs', () => {
    const [problem] = contract.problems(answer({ method: 'POST', path: '/api/token', status: 400, text: JSON.stringify({ success: false, message: 'Неверный код' }) }));
    expect(problem).toContain('does not match the contract');
    expect(problem).toContain('detail');
    expect(contract.problems(answer({ status: 401, text: JSON.stringify({ message: 'no detail' }) }))).toEqual([
      expect.stringContaining("must have required property 'detail'"),
    ]);
    expect(() => contract.check(answer({ status: 401, text: '{}' }))).toThrow(/breaks openapi\.yaml/);
  });

  it('matches path templates and the case-insensitive router, and leaves unknown paths alone', () => {
    expect(contract.problems(answer({ path: '/API/USER-ME/', status: 418 }))).toHaveLength(1);
    expect(contract.problems(answer({ path: '/api/no-such-thing/', status: 404 }))).toEqual([]);
    expect(contract.problems(answer({ path: '/api/download/abc/', status: 200, contentType: 'text/html', text: '<p>' }))).toEqual([
      expect.stringContaining('as text/html'),
    ]);
  });

  it('checks a full body against the nested schemas', () => {
    expect(contract.problems(answer({ text: JSON.stringify(user) }))).toEqual([
      expect.stringMatching(/\/id must be string.*required property 'language_code'/),
    ]);
  });

  it('refuses a body where the response declares none', () => {
    const accepted = new ContractAnswers({ paths: { '/api/queued/': { post: { responses: { '202': {} } } } } });
    const queued = answer({ method: 'POST', path: '/api/queued/', status: 202 });
    expect(accepted.problems({ ...queued, contentType: null, text: '' })).toEqual([]);
    expect(accepted.problems(queued)).toEqual([expect.stringContaining('with a body (application/json), where the contract declares none')]);
  });
});
