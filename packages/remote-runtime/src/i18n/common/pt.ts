import type { Messages } from '../catalogue';
import type { CommonMessageId } from './en';

/** The messages every application shows, in Portuguese. */
export const messages: Messages<CommonMessageId> = {
  'product.name': 'Accrue',
  'error.route.title': 'Ops, algo deu errado',
  'error.route.reload': 'Recarregar a página',
  'error.remote.title': 'Não foi possível carregar esta seção',
  'error.remote.body': 'O resto do Accrue continua funcionando. Verifique sua conexão e tente novamente.',
  'error.remote.retry': 'Tentar novamente',
  'page.parameters': 'Parâmetros da rota',
  'page.noParameters': 'Nenhum',
  'page.loading': 'Carregando…',
  'status.notFound.title': 'Página não encontrada',
  'status.notFound.body': 'Este endereço não leva a nenhuma página do Accrue.',
  'status.notAllowed.title': 'Não permitido',
  'status.notAllowed.body':
    'Sua função não dá acesso a esta página. Peça a um administrador se precisar dela.',
  'status.home': 'Ir para a página inicial',
};
