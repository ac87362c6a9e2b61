import type { Catalogue } from './i18n';

/** Messages every application shows: route errors, remote failures, page chrome. */
export const commonMessages: Catalogue<
  | 'product.name'
  | 'error.route.title'
  | 'error.route.reload'
  | 'error.remote.title'
  | 'error.remote.body'
  | 'error.remote.retry'
  | 'page.parameters'
  | 'page.noParameters'
  | 'page.loading'
> = {
  en: {
    'product.name': 'Accrue',
    'error.route.title': 'Oops, something went wrong',
    'error.route.reload': 'Reload the page',
    'error.remote.title': 'This section could not be loaded',
    'error.remote.body': 'The rest of Accrue keeps working. Check your connection and try again.',
    'error.remote.retry': 'Retry',
    'page.parameters': 'Route parameters',
    'page.noParameters': 'None',
    'page.loading': 'Loading…',
  },
  fr: {
    'product.name': 'Accrue',
    'error.route.title': 'Oups, une erreur est survenue',
    'error.route.reload': 'Recharger la page',
    'error.remote.title': "Cette section n'a pas pu être chargée",
    'error.remote.body': "Le reste d'Accrue fonctionne toujours. Vérifiez votre connexion et réessayez.",
    'error.remote.retry': 'Réessayer',
    'page.parameters': 'Paramètres de la route',
    'page.noParameters': 'Aucun',
    'page.loading': 'Chargement…',
  },
  de: {
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
  },
  pt: {
    'product.name': 'Accrue',
    'error.route.title': 'Ops, algo deu errado',
    'error.route.reload': 'Recarregar a página',
    'error.remote.title': 'Não foi possível carregar esta seção',
    'error.remote.body': 'O resto do Accrue continua funcionando. Verifique sua conexão e tente novamente.',
    'error.remote.retry': 'Tentar novamente',
    'page.parameters': 'Parâmetros da rota',
    'page.noParameters': 'Nenhum',
    'page.loading': 'Carregando…',
  },
  es: {
    'product.name': 'Accrue',
    'error.route.title': 'Vaya, algo salió mal',
    'error.route.reload': 'Recargar la página',
    'error.remote.title': 'No se pudo cargar esta sección',
    'error.remote.body': 'El resto de Accrue sigue funcionando. Compruebe su conexión e inténtelo de nuevo.',
    'error.remote.retry': 'Reintentar',
    'page.parameters': 'Parámetros de la ruta',
    'page.noParameters': 'Ninguno',
    'page.loading': 'Cargando…',
  },
  it: {
    'product.name': 'Accrue',
    'error.route.title': 'Ops, qualcosa è andato storto',
    'error.route.reload': 'Ricarica la pagina',
    'error.remote.title': 'Impossibile caricare questa sezione',
    'error.remote.body': 'Il resto di Accrue continua a funzionare. Controlla la connessione e riprova.',
    'error.remote.retry': 'Riprova',
    'page.parameters': 'Parametri del percorso',
    'page.noParameters': 'Nessuno',
    'page.loading': 'Caricamento…',
  },
};
