import type { Messages } from '../catalogue';
import type { CommonMessageId } from './en';

/** The messages every application shows, in Italian. */
export const messages: Messages<CommonMessageId> = {
  'product.name': 'Accrue',
  'error.route.title': 'Ops, qualcosa è andato storto',
  'error.route.reload': 'Ricarica la pagina',
  'error.remote.title': 'Impossibile caricare questa sezione',
  'error.remote.body': 'Il resto di Accrue continua a funzionare. Controlla la connessione e riprova.',
  'error.remote.retry': 'Riprova',
  'page.parameters': 'Parametri del percorso',
  'page.noParameters': 'Nessuno',
  'page.loading': 'Caricamento…',
  'status.notFound.title': 'Pagina non trovata',
  'status.notFound.body': 'Questo indirizzo non porta a nessuna pagina di Accrue.',
  'status.notAllowed.title': 'Non consentito',
  'status.notAllowed.body':
    'Il tuo ruolo non dà accesso a questa pagina. Chiedi a un amministratore se ti serve.',
  'status.home': 'Vai alla pagina iniziale',
};
