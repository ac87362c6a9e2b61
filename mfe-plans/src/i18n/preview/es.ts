import type { Messages } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './en';

/** The live preview's labels in Spanish. */
export const messages: Messages<PreviewMessageId> = {
  'preview.title': 'Vista previa',
  'preview.intro':
    'La regla de este borrador, guardado o no, calculada con los datos de la empresa para una persona y un período. No se guarda nada.',
  'preview.person': 'Persona',
  'preview.year': 'Año',
  'preview.period': 'Período',
  'preview.quarter': 'T{quarter} {year}',
  'preview.nobody': 'Todavía no hay nadie en este plan: asigne a alguien para previsualizar la regla.',
  'preview.peopleFailed': 'No se pudieron cargar las personas de este plan: {message}',
  'preview.draftProblems': 'El borrador tiene problemas: corríjalos para previsualizar la regla.',
  'preview.draftProblemsKept':
    'El borrador tiene problemas: la vista previa muestra la última versión que no los tenía.',
  'preview.updating': 'Actualizando…',
  'preview.calculated': 'Calculado en {ms, number} ms',
  'preview.failed': 'No se pudo calcular la vista previa',
  'preview.valueOf': '{rule} de {person}, {period}',
  'preview.kpis': 'Indicadores',
  'preview.lines': 'Registros que dieron este valor',
  'preview.noLines': 'Ningún registro contribuyó a este valor.',
  'preview.record': 'Registro',
  'preview.amount': 'Importe',
  'preview.messages': 'Mensajes del cálculo',
  'preview.level.error': 'Error',
  'preview.level.warning': 'Advertencia',
  'preview.yes': 'Sí',
  'preview.no': 'No',
  'preview.rows': '{count, plural, one {# fila} other {# filas}}',
};
