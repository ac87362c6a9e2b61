import { defineCatalogue } from '../locales';

/** Labels shared by several components: closing, loading, navigating back, the empty labels. */
export const commonMessages = defineCatalogue({
  en: {
    'kit.close': 'Close',
    'kit.loading': 'Loading…',
    'kit.back': 'Back',
    'kit.breadcrumbs': 'Breadcrumbs',
    'kit.empty.noData': 'No data',
    'kit.empty.noValue': 'No value',
    'kit.empty.none': 'None',
  },
  fr: {
    'kit.close': 'Fermer',
    'kit.loading': 'Chargement…',
    'kit.back': 'Retour',
    'kit.breadcrumbs': "Fil d'Ariane",
    'kit.empty.noData': 'Aucune donnée',
    'kit.empty.noValue': 'Aucune valeur',
    'kit.empty.none': 'Aucun',
  },
  de: {
    'kit.close': 'Schließen',
    'kit.loading': 'Wird geladen…',
    'kit.back': 'Zurück',
    'kit.breadcrumbs': 'Brotkrumen',
    'kit.empty.noData': 'Keine Daten',
    'kit.empty.noValue': 'Kein Wert',
    'kit.empty.none': 'Keine',
  },
  pt: {
    'kit.close': 'Fechar',
    'kit.loading': 'Carregando…',
    'kit.back': 'Voltar',
    'kit.breadcrumbs': 'Trilha de navegação',
    'kit.empty.noData': 'Sem dados',
    'kit.empty.noValue': 'Sem valor',
    'kit.empty.none': 'Nenhum',
  },
  es: {
    'kit.close': 'Cerrar',
    'kit.loading': 'Cargando…',
    'kit.back': 'Volver',
    'kit.breadcrumbs': 'Ruta de navegación',
    'kit.empty.noData': 'Sin datos',
    'kit.empty.noValue': 'Sin valor',
    'kit.empty.none': 'Ninguno',
  },
  it: {
    'kit.close': 'Chiudi',
    'kit.loading': 'Caricamento…',
    'kit.back': 'Indietro',
    'kit.breadcrumbs': 'Percorso di navigazione',
    'kit.empty.noData': 'Nessun dato',
    'kit.empty.noValue': 'Nessun valore',
    'kit.empty.none': 'Nessuno',
  },
});
