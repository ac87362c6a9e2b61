import { describe, expect, it } from 'vitest';
import { AVATAR_STACK_MAX, BADGE_AVATAR_GROUP_MAX, splitStack } from './stack';

const users = (count: number) => Array.from({ length: count }, (_, i) => `user ${i + 1}`);

describe('splitStack', () => {
  it('uses the spec limits: 3 in a stack, 4 in a badge group', () => {
    expect(AVATAR_STACK_MAX).toBe(3);
    expect(BADGE_AVATAR_GROUP_MAX).toBe(4);
  });

  it('shows everyone, without +N, up to the limit', () => {
    expect(splitStack(users(2))).toEqual({ shown: users(2), hiddenCount: 0 });
    expect(splitStack(users(3))).toEqual({ shown: users(3), hiddenCount: 0 });
    expect(splitStack([])).toEqual({ shown: [], hiddenCount: 0 });
  });

  it('counts the users past the limit as +N', () => {
    expect(splitStack(users(4))).toEqual({ shown: users(3), hiddenCount: 1 });
    expect(splitStack(users(8))).toEqual({ shown: users(3), hiddenCount: 5 });
    expect(splitStack(users(6), BADGE_AVATAR_GROUP_MAX)).toEqual({ shown: users(4), hiddenCount: 2 });
  });

  it('always shows at least one user', () => {
    expect(splitStack(users(5), 0)).toEqual({ shown: users(1), hiddenCount: 4 });
    expect(splitStack(users(5), 2.7)).toEqual({ shown: users(2), hiddenCount: 3 });
    expect(splitStack(users(5), Number.NaN)).toEqual({ shown: users(3), hiddenCount: 2 });
  });
});
