/** The addresses of this feature's pages (doc 3 §2). */
export const listHref = '/plan-agreements';
export const agreementHref = (id: number) => `/plan-agreements/${id}`;
export const previewHref = (id: number) => `/plan-agreements/${id}/preview`;
export const assignmentHref = (id: number, assignmentId: number) =>
  `/plan-agreements/${id}/assignments/${assignmentId}`;

/**
 * Goes to another page of the application without reloading: single-spa watches the history, so
 * the route's owner renders it (what the kit's links do when pressed).
 */
export function navigate(href: string): void {
  window.history.pushState(null, '', href);
}
