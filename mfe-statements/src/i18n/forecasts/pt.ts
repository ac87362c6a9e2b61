import type { Messages } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './en';

/** The forecast labels in Portuguese, downloaded with the forecast pages, by users who read it. */
export const messages: Messages<ForecastMessageId> = {
  'forecasts.loadError': 'Não foi possível carregar as previsões: {message}',
  'forecasts.noPeriods': 'Ainda não há previsões. Os planos com previsão recebem a sua em cada cálculo.',
  'forecasts.empty':
    'Nenhuma previsão para este período. Os planos com previsão recebem a sua em cada cálculo.',
  'forecasts.tableLabel': 'Previsões de {period}',
  'forecasts.column.person': 'Pessoa',
  'forecasts.column.plan': 'Plano',
  'forecasts.column.actual': 'Total real',
  'forecasts.column.forecast': 'Total previsto',
  'forecasts.column.difference': 'Diferença',
  'forecast.notFound': 'Previsão não encontrada.',
  'forecast.none': 'Este extrato não tem previsão: o seu plano não prevê nenhuma para este período.',
  'forecast.openStatement': 'Abrir o extrato',
  'forecast.wholeForecast': 'Voltar à previsão completa',
  'forecast.incomplete': 'Não foi possível concluir esta previsão: os seus valores estão incompletos.',
  'forecast.recalculate': 'Recalcular a previsão',
  'forecast.recalculating': 'A recalcular a previsão…',
  'forecast.recalculated': 'A previsão foi recalculada.',
  'forecast.recalculationSlow':
    'A previsão ainda está a ser recalculada: recarregue a página daqui a pouco para a ver.',
  'forecast.recalculateFailed': 'Não foi possível recalcular a previsão: {message}',
  'forecast.comparison.same': 'O valor previsto é igual ao valor real.',
  'forecast.comparison.sameOf': '{rule}: previsão igual ao real',
  'forecast.comparison.of': 'Detalhes da previsão de {rule}: {difference}',
  'forecast.comparison.title': 'Detalhes da previsão',
  'forecast.comparison.actual': 'Real',
  'forecast.comparison.forecast': 'Previsão',
  'forecast.comparison.difference': 'Diferença',
  'forecast.comparison.formulaDiffers': 'A fórmula da previsão é diferente da fórmula real.',
};
