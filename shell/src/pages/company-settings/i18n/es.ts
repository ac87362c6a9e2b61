import type { CompanySettingsMessages } from '../messages';

/** The company settings pages' labels in Spanish, loaded only with the pages, for users who read Spanish. */
export const messages: CompanySettingsMessages = {
  'companySettings.tab.customization': 'Opciones de personalización',
  'companySettings.tab.main': 'Configuración principal',
  'companySettings.tab.planAgreements': 'Acuerdos de plan',
  'companySettings.field.name': 'Nombre',
  'companySettings.field.statementFrequency': 'Frecuencia del cálculo de comisiones',
  'companySettings.field.statementFrequency.help':
    'La duración de un periodo de extracto, para todos los planes de la empresa.',
  'companySettings.frequency.month': 'Mensual',
  'companySettings.frequency.quarter': 'Trimestral',
  'companySettings.field.currency': 'Moneda principal',
  'companySettings.field.currency.help':
    'La moneda principal no se puede cambiar. Contacta con tu responsable de éxito del cliente si es necesario.',
  'companySettings.field.currencies': 'Monedas de la empresa',
  'companySettings.field.currencies.help':
    'Las monedas en que se paga a las personas y llegan los datos, además de {currency}, que siempre es una de ellas.',
  'companySettings.slack.off': 'No conectado: las notificaciones se quedan en Accrue.',
  'companySettings.slack.connected': 'Conectado: las notificaciones también se envían a Slack.',
  'companySettings.slack.reconnect': 'Forzar reconexión',
  'companySettings.slack.unavailable':
    'Conectar Slack requiere la aplicación de Slack de esta instalación, que no está configurada.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Compartir los acuerdos de plan con los managers',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'Los managers ven entonces los acuerdos de plan enviados a las personas que gestionan.',
  'companySettings.error.nameRequired': 'Este campo es obligatorio.',
  'companySettings.error.nameLength': 'El nombre debe tener entre 2 y 100 caracteres.',
  'companySettings.save': 'Guardar',
  'companySettings.cancel': 'Cancelar',
  'companySettings.saved': 'Configuración de la empresa guardada.',
  'companySettings.conflict':
    'Otra persona cambió la configuración de la empresa mientras tanto: no se guardó nada. Se muestra la configuración más reciente; vuelve a hacer tus cambios.',
  'companySettings.readOnly': 'Puedes ver esta configuración, pero no cambiarla.',
};
