/** The pure helpers of the admin scopes page. */

interface Answer {
  error?: unknown;
  response: Response;
}

/** The server's message of a failed call (doc 3 §5: scope failures show it), field errors joined. */
export function messageOf(answer: Answer): string {
  const body = (answer.error ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
  return body.errors?.map((e) => e.message).join(' ') || body.message || `HTTP ${answer.response.status}`;
}

/** The names of these ids, in the list's order, joined (ids not in the list are left out). */
export function namesOf(ids: readonly number[], named: readonly { id: number; name: string }[]): string {
  const wanted = new Set(ids);
  return named
    .filter((n) => wanted.has(n.id))
    .map((n) => n.name)
    .join(', ');
}
