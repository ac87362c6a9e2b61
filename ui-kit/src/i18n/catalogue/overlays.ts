import { defineCatalogue } from '../locales';

/**
 * Built-in labels of the overlays and feedback area: drawer, snackbars, alerts (the tone names
 * screen readers hear instead of the coloured icon). Modal and Drawer close buttons reuse the
 * common `kit.close`, the Spinner the common `kit.loading`.
 */
export const overlayMessages = defineCatalogue({
  en: {
    'kit.overlays.drawer.resize': 'Resize drawer',
    'kit.overlays.snackbar.region': 'Notifications',
    'kit.overlays.snackbar.dismiss': 'Dismiss notification',
    'kit.overlays.alert.dismiss': 'Dismiss alert',
    'kit.overlays.tone.info': 'Information',
    'kit.overlays.tone.warning': 'Warning',
    'kit.overlays.tone.error': 'Error',
    'kit.overlays.tone.success': 'Success',
  },
  fr: {
    'kit.overlays.drawer.resize': 'Redimensionner le panneau',
    'kit.overlays.snackbar.region': 'Notifications',
    'kit.overlays.snackbar.dismiss': 'Fermer la notification',
    'kit.overlays.alert.dismiss': "Fermer l'alerte",
    'kit.overlays.tone.info': 'Information',
    'kit.overlays.tone.warning': 'Avertissement',
    'kit.overlays.tone.error': 'Erreur',
    'kit.overlays.tone.success': 'Succès',
  },
  de: {
    'kit.overlays.drawer.resize': 'Seitenleiste in der Größe ändern',
    'kit.overlays.snackbar.region': 'Benachrichtigungen',
    'kit.overlays.snackbar.dismiss': 'Benachrichtigung schließen',
    'kit.overlays.alert.dismiss': 'Hinweis schließen',
    'kit.overlays.tone.info': 'Information',
    'kit.overlays.tone.warning': 'Warnung',
    'kit.overlays.tone.error': 'Fehler',
    'kit.overlays.tone.success': 'Erfolg',
  },
  pt: {
    'kit.overlays.drawer.resize': 'Redimensionar painel',
    'kit.overlays.snackbar.region': 'Notificações',
    'kit.overlays.snackbar.dismiss': 'Fechar notificação',
    'kit.overlays.alert.dismiss': 'Fechar alerta',
    'kit.overlays.tone.info': 'Informação',
    'kit.overlays.tone.warning': 'Aviso',
    'kit.overlays.tone.error': 'Erro',
    'kit.overlays.tone.success': 'Sucesso',
  },
  es: {
    'kit.overlays.drawer.resize': 'Cambiar el tamaño del panel',
    'kit.overlays.snackbar.region': 'Notificaciones',
    'kit.overlays.snackbar.dismiss': 'Cerrar notificación',
    'kit.overlays.alert.dismiss': 'Cerrar alerta',
    'kit.overlays.tone.info': 'Información',
    'kit.overlays.tone.warning': 'Advertencia',
    'kit.overlays.tone.error': 'Error',
    'kit.overlays.tone.success': 'Éxito',
  },
  it: {
    'kit.overlays.drawer.resize': 'Ridimensiona il pannello',
    'kit.overlays.snackbar.region': 'Notifiche',
    'kit.overlays.snackbar.dismiss': 'Chiudi notifica',
    'kit.overlays.alert.dismiss': 'Chiudi avviso',
    'kit.overlays.tone.info': 'Informazione',
    'kit.overlays.tone.warning': 'Avviso',
    'kit.overlays.tone.error': 'Errore',
    'kit.overlays.tone.success': 'Operazione riuscita',
  },
});
