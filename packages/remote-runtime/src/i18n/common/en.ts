/** The messages every application shows (route errors, remote failures, page chrome), in English. */
export const messages = {
  'product.name': 'Accrue',
  'error.route.title': 'Oops, something went wrong',
  'error.route.reload': 'Reload the page',
  'error.remote.title': 'This section could not be loaded',
  'error.remote.body': 'The rest of Accrue keeps working. Check your connection and try again.',
  'error.remote.retry': 'Retry',
  'page.parameters': 'Route parameters',
  'page.noParameters': 'None',
  'page.loading': 'Loading…',
  'status.notFound.title': 'Page not found',
  'status.notFound.body': 'This address does not lead to a page of Accrue.',
  'status.notAllowed.title': 'Not allowed',
  'status.notAllowed.body':
    'Your role does not give access to this page. Ask an administrator if you need it.',
  'status.home': 'Go to the home page',
};

export type CommonMessageId = keyof typeof messages;
