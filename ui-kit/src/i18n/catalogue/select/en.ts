/** The kit's select labels in English (every other language holds the same ids). */
export const messages = {
  'kit.select.placeholder': 'Select an option',
  'kit.select.search': 'Search',
  'kit.select.showMore': 'Show more',
  'kit.select.noMatch': 'No options matching "{value}"',
  'kit.select.noOptions': 'No options to select',
  'kit.select.clearValue': 'Clear value',
  'kit.select.overflow': '+{count, number}',
};

export type MessageId = keyof typeof messages;
