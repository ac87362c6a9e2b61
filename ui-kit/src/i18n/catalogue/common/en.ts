/** The kit's common labels in English (every other language holds the same ids). */
export const messages = {
  'kit.close': 'Close',
  'kit.loading': 'Loading…',
  'kit.back': 'Back',
  'kit.breadcrumbs': 'Breadcrumbs',
  'kit.empty.noData': 'No data',
  'kit.empty.noValue': 'No value',
  'kit.empty.none': 'None',
};

export type MessageId = keyof typeof messages;
