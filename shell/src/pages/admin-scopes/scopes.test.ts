import { describe, expect, it } from 'vitest';
import { messageOf, namesOf } from './scopes';

describe('admin scopes helpers', () => {
  it('shows the server message, field errors first', () => {
    const response = new Response(null, { status: 422 });
    expect(
      messageOf({
        error: {
          message: 'x',
          errors: [
            { field: 'planAssignmentIds', message: 'Invalid plan assignment 3 not part of plans of scope' },
          ],
        },
        response,
      }),
    ).toBe('Invalid plan assignment 3 not part of plans of scope');
    expect(messageOf({ error: { message: 'Admin scope not found.' }, response })).toBe(
      'Admin scope not found.',
    );
    expect(messageOf({ response })).toBe('HTTP 422');
  });

  it('names the ids it knows', () => {
    expect(
      namesOf(
        [2, 9],
        [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
      ),
    ).toBe('B');
  });
});
