import type { Messages } from '../catalogue';
import type { CommonMessageId } from './en';

/** The messages every application shows, in Spanish. */
export const messages: Messages<CommonMessageId> = {
  'product.name': 'Accrue',
  'error.route.title': 'Vaya, algo salió mal',
  'error.route.reload': 'Recargar la página',
  'error.remote.title': 'No se pudo cargar esta sección',
  'error.remote.body': 'El resto de Accrue sigue funcionando. Compruebe su conexión e inténtelo de nuevo.',
  'error.remote.retry': 'Reintentar',
  'page.parameters': 'Parámetros de la ruta',
  'page.noParameters': 'Ninguno',
  'page.loading': 'Cargando…',
  'status.notFound.title': 'Página no encontrada',
  'status.notFound.body': 'Esta dirección no lleva a ninguna página de Accrue.',
  'status.notAllowed.title': 'No permitido',
  'status.notAllowed.body': 'Su rol no da acceso a esta página. Pida a un administrador si la necesita.',
  'status.home': 'Ir a la página de inicio',
};
