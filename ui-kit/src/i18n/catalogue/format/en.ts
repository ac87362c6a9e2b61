/** The kit's format labels in English (every other language holds the same ids). */
export const messages = {
  'kit.format.trend.up': 'Up {percent} to {value}',
  'kit.format.trend.upTo': 'Up to {value}',
  'kit.format.trend.down': 'Down {percent} to {value}',
  'kit.format.trend.downTo': 'Down to {value}',
  'kit.format.trend.equal': 'Unchanged',
  'kit.format.trend.notEqual': 'Changed',
  'kit.format.progress': 'Progress',
  'kit.format.truncatedList.more': '(+{count, number})',
  'kit.format.truncatedList.showMore': 'Show {count, number} more',
  'kit.format.truncatedList.showLess': 'Show less',
  'kit.format.dateNotIsoFormat': 'Date is not in YYYY-MM-DD format',
  'kit.format.invalidDate': 'Invalid date',
  'kit.format.invalidTimestamp': 'Invalid timestamp',
};

export type MessageId = keyof typeof messages;
