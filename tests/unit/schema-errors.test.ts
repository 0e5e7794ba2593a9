// The one mapping of schema errors to words, with zod/mini and full zod schemas alike.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { errorSentence, fieldErrors, fieldPath } from '../../src/domain/errors/schema-errors.ts';

const edit = z.object({
  version: z.number().int(),
  fields: z.object({
    price: z.number().min(0, 'Price cannot be negative'),
    specs: z.array(z.object({ value: z.string().min(1, 'Spec value is required') })),
    tags: z.array(z.string().min(1, 'Tags cannot be empty')),
  }),
});
const failed = <T>(result: { success: true; data: T } | { success: false; error: zm.core.$ZodError }) => {
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('fieldErrors', () => {
  it('keys the first message of each field by its dotted path', () => {
    const error = failed(
      edit.safeParse({ version: 1, fields: { price: -1, specs: [{ value: 'x' }, { value: '' }], tags: ['a', ''] } }),
    );
    expect(fieldErrors(error)).toEqual({
      'fields.price': 'Price cannot be negative',
      'fields.specs.1.value': 'Spec value is required',
      'fields.tags.1': 'Tags cannot be empty',
    });
  });

  it('drops a wrapper and reports inside a whole field on the field', () => {
    const error = failed(edit.safeParse({ version: 1, fields: { price: 1, specs: [], tags: ['', ''] } }));
    expect(fieldErrors(error, { under: 'fields', wholeFields: ['tags'] })).toEqual({ tags: 'Tags cannot be empty' });
  });

  it('puts an issue about the whole value under _form', () => {
    expect(fieldErrors(failed(zm.string().safeParse(3)))).toEqual({ _form: expect.any(String) });
  });
});

describe('errorSentence', () => {
  it('names where the first issue is as code would', () => {
    const schema = zm.object({
      messages: zm.array(zm.object({ role: zm.enum(['user'], { error: 'must be "user"' }) })),
    });
    expect(errorSentence(failed(schema.safeParse({ messages: [{ role: 'user' }, { role: 'x' }] })))).toBe(
      'messages[1].role must be "user"',
    );
  });

  it('keeps a message without a path as it is, and falls back when there is no issue', () => {
    const schema = zm.string().check(zm.refine(() => false, { error: 'The conversation is too long' }));
    expect(errorSentence(failed(schema.safeParse('x')))).toBe('The conversation is too long');
    expect(errorSentence(new z.ZodError([]), 'Nothing to say')).toBe('Nothing to say');
  });

  it('joins paths with dots for fields', () => {
    expect(fieldPath(['specs', 2, 'value'])).toBe('specs.2.value');
  });
});
