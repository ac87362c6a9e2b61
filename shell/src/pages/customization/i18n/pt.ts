import type { CustomizationMessages } from '../messages';

/** The customization page's labels in Portuguese, loaded only with the page, for users who read Portuguese. */
export const messages: CustomizationMessages = {
  'customization.description':
    'Como o Accrue se apresenta para toda a empresa: o período exibido ao entrar, o nome de alguns valores, as casas decimais dos relatórios e a comparação das previsões com os valores reais.',
  'customization.field.defaultPeriod': 'Período exibido ao entrar',
  'customization.field.defaultPeriod.help': 'Aplica-se a Extratos e Início.',
  'customization.field.fiscalYearStartMonth': 'O ano fiscal começa em',
  'customization.field.fiscalYearStartMonth.help':
    'Os acumulados do ano e do trimestre e os acertos nas fórmulas dos planos seguem-no.',
  'customization.period.current': 'Período atual',
  'customization.period.previous': 'Período anterior',
  'customization.field.holdAndReleasePaymentDateLabel': 'Nome do valor a pagar',
  'customization.field.holdAndReleaseForecastPaymentDateLabel': 'Nome do valor a pagar previsto',
  'customization.field.totalCommissionLabel': 'Nome da comissão total',
  'customization.field.label.help': 'Deixe vazio para manter o nome padrão.',
  'customization.field.reportsPrecision': 'Precisão dos relatórios',
  'customization.field.reportsPrecision.help': 'O número de casas decimais nos relatórios, de 0 a 10.',
  'customization.error.precisionRequired': 'Este campo é obrigatório.',
  'customization.error.precisionRange': 'A precisão dos relatórios deve ser um número inteiro de 0 a 10.',
  'customization.forecasts': 'Previsões',
  'customization.field.forecastShowComparison': 'Mostrar a diferença entre real e previsão',
  'customization.field.forecastBelowActualColor': 'Cor de uma previsão abaixo do real',
  'customization.field.forecastAboveActualColor': 'Cor de uma previsão acima do real',
  'customization.preview': 'Pré-visualização',
  'customization.color.GREEN': 'Verde',
  'customization.color.CYAN': 'Ciano',
  'customization.color.ORANGE': 'Laranja',
  'customization.color.RED': 'Vermelho',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Roxo',
  'customization.color.GRAY': 'Cinza',
  'customization.save': 'Salvar',
  'customization.cancel': 'Cancelar',
  'customization.saved': 'Personalização salva.',
  'customization.conflict':
    'Outra pessoa alterou as configurações da empresa nesse meio-tempo: nada foi salvo. As configurações mais recentes são exibidas; refaça suas alterações.',
  'customization.readOnly': 'Você pode ver estas configurações, mas não alterá-las.',
};
