import type { Messages } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './en';

/** The live preview's labels in Portuguese. */
export const messages: Messages<PreviewMessageId> = {
  'preview.title': 'Pré-visualização',
  'preview.intro':
    'A regra deste rascunho, salvo ou não, calculada com os dados da empresa para uma pessoa e um período. Nada é salvo.',
  'preview.person': 'Pessoa',
  'preview.year': 'Ano',
  'preview.period': 'Período',
  'preview.quarter': 'T{quarter} {year}',
  'preview.nobody': 'Ainda não há ninguém neste plano: atribua alguém para pré-visualizar a regra.',
  'preview.peopleFailed': 'Não foi possível carregar as pessoas deste plano: {message}',
  'preview.draftProblems': 'O rascunho tem problemas: corrija-os para pré-visualizar a regra.',
  'preview.draftProblemsKept':
    'O rascunho tem problemas: a pré-visualização mostra a última versão que não os tinha.',
  'preview.updating': 'Atualizando…',
  'preview.calculated': 'Calculado em {ms, number} ms',
  'preview.failed': 'Não foi possível calcular a pré-visualização',
  'preview.valueOf': '{rule} de {person}, {period}',
  'preview.kpis': 'Indicadores',
  'preview.lines': 'Registros que deram este valor',
  'preview.noLines': 'Nenhum registro contribuiu para este valor.',
  'preview.record': 'Registro',
  'preview.amount': 'Valor',
  'preview.messages': 'Mensagens do cálculo',
  'preview.level.error': 'Erro',
  'preview.level.warning': 'Aviso',
  'preview.yes': 'Sim',
  'preview.no': 'Não',
  'preview.rows': '{count, plural, one {# linha} other {# linhas}}',
};
