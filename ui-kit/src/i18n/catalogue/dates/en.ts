/** The kit's dates labels in English (every other language holds the same ids). */
export const messages = {
  'kit.dates.pickDate': 'Pick a date',
  'kit.dates.time': 'Time',
  'kit.dates.range': '{start} to {end}',
  'kit.dates.rangeFrom': 'From {start}',
  'kit.dates.rangeTo': 'To {end}',
  'kit.dates.previousYear': 'Previous year',
  'kit.dates.nextYear': 'Next year',
  'kit.dates.previousYears': 'Previous years',
  'kit.dates.nextYears': 'Next years',
};

export type MessageId = keyof typeof messages;
