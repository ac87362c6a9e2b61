import type { Messages } from '../catalogue';
import type { CommonMessageId } from './en';

/** The messages every application shows, in German. */
export const messages: Messages<CommonMessageId> = {
  'product.name': 'Accrue',
  'error.route.title': 'Hoppla, etwas ist schiefgelaufen',
  'error.route.reload': 'Seite neu laden',
  'error.remote.title': 'Dieser Bereich konnte nicht geladen werden',
  'error.remote.body':
    'Der Rest von Accrue funktioniert weiter. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.remote.retry': 'Erneut versuchen',
  'page.parameters': 'Routenparameter',
  'page.noParameters': 'Keine',
  'page.loading': 'Wird geladen…',
  'status.notFound.title': 'Seite nicht gefunden',
  'status.notFound.body': 'Diese Adresse führt zu keiner Seite von Accrue.',
  'status.notAllowed.title': 'Nicht erlaubt',
  'status.notAllowed.body':
    'Ihre Rolle gewährt keinen Zugriff auf diese Seite. Wenden Sie sich an einen Administrator, wenn Sie sie benötigen.',
  'status.home': 'Zur Startseite',
};
