/** The statement's comments (doc 2 §2): the panel with its threads, or with one thread open. */
export function commentsHref(statementId: number, threadId?: number): string {
  return threadId === undefined
    ? `/statements/${statementId}/comments`
    : `/statements/${statementId}/comments/${threadId}`;
}

/**
 * Goes to another page of the application without reloading: single-spa watches the history, so
 * the route's owner renders it (what the kit's links do when pressed).
 */
export function navigate(href: string): void {
  window.history.pushState(null, '', href);
}
