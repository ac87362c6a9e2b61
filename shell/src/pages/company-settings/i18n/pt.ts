import type { CompanySettingsMessages } from '../messages';

/** The company settings pages' labels in Portuguese, loaded only with the pages, for users who read Portuguese. */
export const messages: CompanySettingsMessages = {
  'companySettings.tab.customization': 'Opções de personalização',
  'companySettings.tab.main': 'Configurações principais',
  'companySettings.tab.planAgreements': 'Acordos de plano',
  'companySettings.field.name': 'Nome',
  'companySettings.field.statementFrequency': 'Frequência do cálculo de comissões',
  'companySettings.field.statementFrequency.help':
    'A duração de um período de extrato, para todos os planos da empresa.',
  'companySettings.frequency.month': 'Mensal',
  'companySettings.frequency.quarter': 'Trimestral',
  'companySettings.field.currency': 'Moeda principal',
  'companySettings.field.currency.help':
    'A moeda principal não pode ser alterada. Contacte o seu gestor de sucesso do cliente, se necessário.',
  'companySettings.field.currencies': 'Moedas da empresa',
  'companySettings.field.currencies.help':
    'As moedas em que as pessoas são pagas e os dados chegam, além de {currency}, que está sempre entre elas.',
  'companySettings.slack.off': 'Não ligado: as notificações ficam no Accrue.',
  'companySettings.slack.connected': 'Ligado: as notificações também são enviadas para o Slack.',
  'companySettings.slack.reconnect': 'Forçar nova ligação',
  'companySettings.slack.unavailable':
    'Ligar o Slack requer a aplicação Slack desta instalação, que não está configurada.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Partilhar acordos de plano com os gestores',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'Os gestores passam a ver os acordos de plano enviados às pessoas que gerem.',
  'companySettings.error.nameRequired': 'Este campo é obrigatório.',
  'companySettings.error.nameLength': 'O nome deve ter entre 2 e 100 caracteres.',
  'companySettings.save': 'Guardar',
  'companySettings.cancel': 'Cancelar',
  'companySettings.saved': 'Configurações da empresa guardadas.',
  'companySettings.conflict':
    'Outra pessoa alterou as configurações da empresa entretanto: nada foi guardado. As configurações mais recentes são apresentadas; faça as suas alterações novamente.',
  'companySettings.readOnly': 'Pode ver estas configurações, mas não alterá-las.',
};
