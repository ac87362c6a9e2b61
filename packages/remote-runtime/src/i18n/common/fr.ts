import type { Messages } from '../catalogue';
import type { CommonMessageId } from './en';

/** The messages every application shows, in French. */
export const messages: Messages<CommonMessageId> = {
  'product.name': 'Accrue',
  'error.route.title': 'Oups, une erreur est survenue',
  'error.route.reload': 'Recharger la page',
  'error.remote.title': "Cette section n'a pas pu être chargée",
  'error.remote.body': "Le reste d'Accrue fonctionne toujours. Vérifiez votre connexion et réessayez.",
  'error.remote.retry': 'Réessayer',
  'page.parameters': 'Paramètres de la route',
  'page.noParameters': 'Aucun',
  'page.loading': 'Chargement…',
  'status.notFound.title': 'Page introuvable',
  'status.notFound.body': "Cette adresse ne mène à aucune page d'Accrue.",
  'status.notAllowed.title': 'Accès non autorisé',
  'status.notAllowed.body':
    'Votre rôle ne donne pas accès à cette page. Demandez à un administrateur si vous en avez besoin.',
  'status.home': "Aller à la page d'accueil",
};
