import type { Messages } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './en';

/** The forecasting labels in Portuguese. */
export const messages: Messages<ForecastingMessageId> = {
  'designer.openForecast': 'Fórmula de previsão desta regra',
  'forecastDesigner.title': 'Previsão de {name}',
  'forecasting.title': 'Previsões',
  'forecasting.intro':
    'Uma previsão recalcula cada extrato sobre os registros reais e previstos, com uma fórmula de previsão no lugar da fórmula real onde houver uma. Os extratos mantêm as fórmulas reais.',
  'forecasting.enabled': 'Fazer previsões para este plano',
  'forecasting.turnedOn': 'Previsões ativadas',
  'forecasting.turnedOff': 'Previsões desativadas',
  'forecasting.rules': 'Regras',
  'forecasting.variables': 'Variáveis',
  'forecasting.fields': 'Campos calculados',
  'forecasting.none': 'Este plano ainda não tem regras, variáveis nem campos calculados.',
  'forecasting.own': 'Fórmula de previsão',
  'forecasting.same': 'Igual ao real',
  'forecasting.actual': 'Fórmula real',
  'forecasting.forecast': 'Fórmula de previsão',
  'forecasting.formulaOf': 'Fórmula de previsão de {name}',
  'forecasting.prefilled': 'Preenchida com a fórmula real: altere-a para dar à previsão uma fórmula própria.',
  'forecasting.edit': 'Editar fórmula de previsão',
  'forecasting.editOf': 'Editar a fórmula de previsão de {name}',
  'forecasting.remove': 'Remover fórmula de previsão',
  'forecasting.removeOf': 'Remover a fórmula de previsão de {name}',
  'forecasting.openDesigner': 'Designer de regra de previsão',
  'forecasting.openDesignerOf': 'Abrir {name} no designer de regra de previsão',
  'forecasting.saved': 'Fórmula de previsão salva',
  'forecasting.removed': 'Fórmula de previsão removida: a previsão usa a fórmula real',
  'forecasting.saveFailed': 'Não foi possível atualizar as previsões: {message}',
  'forecasting.conflict':
    'O plano foi alterado nesse meio-tempo, por isso nada foi salvo. Ele foi recarregado.',
  'forecasting.off':
    'As previsões estão desativadas para este plano: suas fórmulas de previsão se aplicam quando forem ativadas.',
  'forecasting.openCustomization': 'Ativá-las na personalização do plano',
};
