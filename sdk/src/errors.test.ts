import { describe, expect, it } from 'vitest';
import { AccrueApiError, unwrap } from './errors.js';

const answer = (status: number) => new Response(null, { status });

describe('unwrap', () => {
  it('resolves to the data of a success', async () => {
    await expect(unwrap(Promise.resolve({ data: { id: 1 }, response: answer(200) }))).resolves.toEqual({
      id: 1,
    });
  });

  it("throws an AccrueApiError with the API's message and each field's", async () => {
    const body = {
      message: 'Invalid input',
      statusCode: 422,
      errors: [{ field: 'name', message: 'Required' }],
    };
    const failure = await unwrap(Promise.resolve({ error: body, response: answer(422) })).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AccrueApiError);
    const error = failure as AccrueApiError;
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.isNotFound).toBe(false);
    expect(error.fieldErrors).toEqual([{ field: 'name', message: 'Required' }]);
    expect(error.fieldMessage('name')).toBe('Required');
    expect(error.fieldMessage('email')).toBeUndefined();
    expect(error.body.statusCode).toBe(422);
  });

  it('keeps a body that is not the API error shape as the message', () => {
    expect(new AccrueApiError(502, '<html>Bad gateway</html>').message).toBe('<html>Bad gateway</html>');
    const empty = new AccrueApiError(409, undefined);
    expect(empty.message).toBe('HTTP 409');
    expect(empty.isConflict).toBe(true);
    expect(empty.fieldErrors).toEqual([]);
  });
});
