import type { Messages } from '../../catalogue-files';
import type { MessageId } from './en';

/** The kit's common labels in Portuguese. */
export const messages: Messages<MessageId> = {
  'kit.close': 'Fechar',
  'kit.loading': 'Carregando…',
  'kit.back': 'Voltar',
  'kit.breadcrumbs': 'Trilha de navegação',
  'kit.empty.noData': 'Sem dados',
  'kit.empty.noValue': 'Sem valor',
  'kit.empty.none': 'Nenhum',
};
