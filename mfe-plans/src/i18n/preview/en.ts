/** The live preview's labels in English (the other languages hold the same ids): the rule designer
 * downloads them with its preview panel, not every page of this remote. */
export const messages = {
  'preview.title': 'Preview',
  'preview.intro':
    'The rule of this draft, saved or not, calculated on the company’s data for one person and period. Nothing is stored.',
  'preview.person': 'Person',
  'preview.year': 'Year',
  'preview.period': 'Period',
  'preview.quarter': 'Q{quarter} {year}',
  'preview.nobody': 'Nobody is on this plan yet: assign someone to preview the rule.',
  'preview.peopleFailed': 'The people on this plan could not be loaded: {message}',
  'preview.draftProblems': 'The draft has problems: fix them to preview the rule.',
  'preview.draftProblemsKept': 'The draft has problems: the preview shows the last version that had none.',
  'preview.updating': 'Updating…',
  'preview.calculated': 'Calculated in {ms, number} ms',
  'preview.failed': 'The preview could not be calculated',
  'preview.valueOf': '{rule} of {person}, {period}',
  'preview.kpis': 'KPIs',
  'preview.lines': 'Records that made it',
  'preview.noLines': 'No record made this value.',
  'preview.record': 'Record',
  'preview.amount': 'Amount',
  'preview.messages': 'Calculation messages',
  'preview.level.error': 'Error',
  'preview.level.warning': 'Warning',
  'preview.yes': 'Yes',
  'preview.no': 'No',
  'preview.rows': '{count, plural, one {# row} other {# rows}}',
};

export type PreviewMessageId = keyof typeof messages;
