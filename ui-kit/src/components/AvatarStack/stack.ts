/** Spec doc 3 §9: avatar stacks show 3 users by default, then '+N'. */
export const AVATAR_STACK_MAX = 3;
/** Spec doc 3 §9: the badge avatar group shows up to 4 avatars. */
export const BADGE_AVATAR_GROUP_MAX = 4;

export interface StackSplit<T> {
  /** The users drawn as avatars. */
  shown: T[];
  /** How many more users the '+N' chip stands for (0: no chip). */
  hiddenCount: number;
}

/**
 * Which users a stack draws and how many it counts as '+N': the first `max` users, then the rest
 * as a number. A `max` below 1 (or not an integer) is treated as 1, so a stack always shows
 * someone when it has users.
 */
export function splitStack<T>(users: readonly T[], max: number = AVATAR_STACK_MAX): StackSplit<T> {
  const limit = Math.max(1, Math.floor(Number.isFinite(max) ? max : AVATAR_STACK_MAX));
  const shown = users.slice(0, limit);
  return { shown, hiddenCount: users.length - shown.length };
}
