import type { RatesMessages } from '../messages';

/** The currency rates page's labels in Portuguese, loaded only with the page, for users who read Portuguese. */
export const messages: RatesMessages = {
  'rates.description':
    'Quanto vale 1 unidade de cada moeda em {main}, a partir da data em que entra em vigor.',
  'rates.filter.currency': 'Moeda',
  'rates.filter.all': 'Todas as moedas',
  'rates.tableLabel': 'Taxas de câmbio',
  'rates.column.currency': 'Moeda',
  'rates.column.rate': 'Taxa em {main}',
  'rates.column.effectiveAsOf': 'Em vigor a partir de',
  'rates.column.actions': 'Ações',
  'rates.empty': 'Ainda não há taxas de câmbio.',
  'rates.add': 'Adicionar uma taxa',
  'rates.addTitle': 'Adicionar uma taxa de câmbio',
  'rates.editTitle': 'Editar uma taxa de câmbio',
  'rates.edit': 'Editar',
  'rates.delete': 'Eliminar',
  'rates.cancel': 'Cancelar',
  'rates.save': 'Guardar',
  'rates.added': 'Taxa adicionada.',
  'rates.updated': 'Taxa atualizada.',
  'rates.deleted': 'Taxa eliminada.',
  'rates.field.currency': 'Moeda (código ISO 4217)',
  'rates.field.currencyHint': 'Moedas da empresa: {codes}',
  'rates.field.rate': 'Taxa em {main}',
  'rates.field.effectiveAsOf': 'Em vigor a partir de',
  'rates.error.required': 'Este campo é obrigatório.',
  'rates.error.rate': 'Introduza um número positivo com no máximo 12 casas decimais.',
  'rates.error.date': 'A data não está no formato AAAA-MM-DD',
};
