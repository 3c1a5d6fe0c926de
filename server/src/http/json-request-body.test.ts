import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { maxJsonNesting, nestsDeeperThan, parseJsonBody } from './json-request-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

/** The refusal `parseJsonBody` throws for `body`: its status and Russian detail. */
function refusalOf(body: Uint8Array): { status: number; detail: string } {
  try {
    parseJsonBody(body);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, detail: error.detail };
    throw error;
  }
  throw new Error('The body was accepted');
}

describe('a JSON request body', () => {
  it('should be parsed when it nests as deep as allowed, and be nothing when empty', () => {
    expect(parseJsonBody(bytes(`{"name":"Анна 🙂","list":${arrays(maxJsonNesting - 1)}}`))).toEqual({
      name: 'Анна 🙂',
      list: JSON.parse(arrays(maxJsonNesting - 1)),
    });
    expect(parseJsonBody(bytes(objects(maxJsonNesting)))).toBeTypeOf('object');
    expect(parseJsonBody(bytes(''))).toBeUndefined();
  });

  it.each([
    ['arrays', arrays(maxJsonNesting + 1)],
    ['objects', objects(maxJsonNesting + 1)],
    ['arrays 100 000 deep', arrays(100_000)],
    ['objects 100 000 deep, unclosed', '{"a":'.repeat(100_000)],
  ])('should be refused with a 400 when it nests %s too deep', (_name, text) => {
    expect(refusalOf(bytes(text))).toEqual({ status: 400, detail: `Слишком глубокая вложенность JSON: не больше ${maxJsonNesting} уровней.` });
  });

  it('should not count brackets inside strings, escaped quotes included', () => {
    const inString = `{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}\\\\","b":[1]}`;
    expect(nestsDeeperThan(inString, 2)).toBe(false);
    expect(parseJsonBody(bytes(inString))).toEqual({ a: `${'['.repeat(100)}"${'{'.repeat(100)}\\`, b: [1] });
    // A quote after an escaped backslash ends the string: the brackets after it count.
    expect(nestsDeeperThan(`["\\\\", ${arrays(3)}]`, 3)).toBe(true);
  });

  it('should refuse bytes that are not UTF-8 instead of storing U+FFFD', () => {
    const invalid = Buffer.concat([bytes('{"name":"Ан'), Buffer.from([0xff, 0xd0]), bytes('на"}')]);
    expect(refusalOf(invalid)).toMatchObject({ status: 400, detail: expect.stringContaining('UTF-8') });
    // Surrogate halves encoded as bytes (CESU-8) are not UTF-8 either.
    expect(refusalOf(Buffer.from([0x5b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x5d]))).toMatchObject({ status: 400 });
  });

  it.each([
    ['malformed JSON', '{"a":', 'не удалось разобрать как JSON'],
    ['a string', '"x"', 'объектом или массивом'],
    ['null', 'null', 'объектом или массивом'],
    ['a key __proto__', '{"a":{"__proto__":{"admin":true}}}', '__proto__'],
    ['a key __proto__ spelt with escapes', '{"\\u005f_proto__":{}}', '__proto__'],
  ])('should refuse %s with a 400 in Russian', (_name, text, words) => {
    expect(refusalOf(bytes(text))).toMatchObject({ status: 400, detail: expect.stringContaining(words) });
  });
});
