import { beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { applyValidationLocale } from './validationLocale';
import { isValidationError, toFieldErrors, validateToFieldErrors } from './fieldErrors';

describe('field errors from yup', () => {
  beforeAll(() => applyValidationLocale('en'));

  const userSchema = () =>
    yup.object({
      firstName: yup.string().required(),
      email: yup.string().required().email(),
      address: yup.object({ city: yup.string().min(2) }),
    });

  it('maps every failing field to its first message', async () => {
    const errors = await validateToFieldErrors(userSchema(), {
      firstName: '',
      email: 'nope',
      address: { city: 'A' },
    });
    expect(errors).toEqual({
      firstName: 'This field is required.',
      email: 'This field must be a valid email.',
      'address.city': 'This field must be at least 2 characters.',
    });
  });

  it('keeps only the first message of a field with several failures', () => {
    const schema = yup.object({ code: yup.string().min(3).uppercase().strict() });
    try {
      schema.validateSync({ code: 'ab' }, { abortEarly: false });
      expect.unreachable();
    } catch (error) {
      if (!isValidationError(error)) throw error;
      expect(error.inner.length).toBe(2);
      expect(toFieldErrors(error)).toEqual({ code: 'This field must be at least 3 characters.' });
    }
  });

  it('handles a single error (abortEarly) and a root value error', () => {
    try {
      yup.string().required().validateSync('');
      expect.unreachable();
    } catch (error) {
      if (!isValidationError(error)) throw error;
      expect(toFieldErrors(error)).toEqual({ '': 'This field is required.' });
    }
  });

  it('resolves to nothing for valid values and rethrows errors that are not validation failures', async () => {
    await expect(
      validateToFieldErrors(userSchema(), { firstName: 'Ada', email: 'ada@example.com', address: {} }),
    ).resolves.toEqual({});
    const broken = yup.string().test('boom', 'x', () => {
      throw new TypeError('broken test');
    });
    await expect(validateToFieldErrors(broken, 'a')).rejects.toThrow('broken test');
    expect(isValidationError(new Error('x'))).toBe(false);
  });
});
