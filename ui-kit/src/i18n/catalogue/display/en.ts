/** The kit's display labels in English (every other language holds the same ids). */
export const messages = {
  'kit.display.avatar.unknown': 'Unknown user',
  'kit.display.avatarStack.label': '{count, plural, one {# user} other {# users}}',
  'kit.display.avatarStack.more': '+{count}',
  'kit.display.avatarStack.moreLabel': '{count, plural, one {# more user} other {# more users}}',
  'kit.display.sideMenu.label': 'Menu',
  'kit.display.sideMenu.search': 'Search',
  'kit.display.sideMenu.noMatch': 'No options matching "{value}"',
  'kit.display.copy.button': 'Copy',
  'kit.display.copy.copied': 'Copied',
  'kit.display.copy.success': 'Copied “{text}” to clipboard.',
  'kit.display.copy.successLong': 'Copied to clipboard.',
  'kit.display.copy.failure': 'Failed to copy “{text}” to clipboard.',
  'kit.display.copy.failureLong': 'Failed to copy to clipboard.',
};

export type MessageId = keyof typeof messages;
