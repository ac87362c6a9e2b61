import { defineCatalogue } from '../locales';

/**
 * Built-in labels of the date, range, month and year pickers. English from spec doc 3 §9 ('Pick a
 * date', 'Time', the range display); range dates are YYYY-MM-DD strings in every language.
 */
export const dateMessages = defineCatalogue({
  en: {
    'kit.dates.pickDate': 'Pick a date',
    'kit.dates.time': 'Time',
    'kit.dates.range': '{start} to {end}',
    'kit.dates.rangeFrom': 'From {start}',
    'kit.dates.rangeTo': 'To {end}',
    'kit.dates.previousYear': 'Previous year',
    'kit.dates.nextYear': 'Next year',
    'kit.dates.previousYears': 'Previous years',
    'kit.dates.nextYears': 'Next years',
  },
  fr: {
    'kit.dates.pickDate': 'Choisir une date',
    'kit.dates.time': 'Heure',
    'kit.dates.range': 'Du {start} au {end}',
    'kit.dates.rangeFrom': 'À partir du {start}',
    'kit.dates.rangeTo': "Jusqu'au {end}",
    'kit.dates.previousYear': 'Année précédente',
    'kit.dates.nextYear': 'Année suivante',
    'kit.dates.previousYears': 'Années précédentes',
    'kit.dates.nextYears': 'Années suivantes',
  },
  de: {
    'kit.dates.pickDate': 'Datum auswählen',
    'kit.dates.time': 'Uhrzeit',
    'kit.dates.range': '{start} bis {end}',
    'kit.dates.rangeFrom': 'Ab {start}',
    'kit.dates.rangeTo': 'Bis {end}',
    'kit.dates.previousYear': 'Vorheriges Jahr',
    'kit.dates.nextYear': 'Nächstes Jahr',
    'kit.dates.previousYears': 'Vorherige Jahre',
    'kit.dates.nextYears': 'Nächste Jahre',
  },
  pt: {
    'kit.dates.pickDate': 'Escolher uma data',
    'kit.dates.time': 'Hora',
    'kit.dates.range': 'De {start} a {end}',
    'kit.dates.rangeFrom': 'A partir de {start}',
    'kit.dates.rangeTo': 'Até {end}',
    'kit.dates.previousYear': 'Ano anterior',
    'kit.dates.nextYear': 'Próximo ano',
    'kit.dates.previousYears': 'Anos anteriores',
    'kit.dates.nextYears': 'Próximos anos',
  },
  es: {
    'kit.dates.pickDate': 'Elegir una fecha',
    'kit.dates.time': 'Hora',
    'kit.dates.range': 'Del {start} al {end}',
    'kit.dates.rangeFrom': 'Desde el {start}',
    'kit.dates.rangeTo': 'Hasta el {end}',
    'kit.dates.previousYear': 'Año anterior',
    'kit.dates.nextYear': 'Año siguiente',
    'kit.dates.previousYears': 'Años anteriores',
    'kit.dates.nextYears': 'Años siguientes',
  },
  it: {
    'kit.dates.pickDate': 'Scegli una data',
    'kit.dates.time': 'Ora',
    'kit.dates.range': 'Dal {start} al {end}',
    'kit.dates.rangeFrom': 'Dal {start}',
    'kit.dates.rangeTo': 'Fino al {end}',
    'kit.dates.previousYear': 'Anno precedente',
    'kit.dates.nextYear': 'Anno successivo',
    'kit.dates.previousYears': 'Anni precedenti',
    'kit.dates.nextYears': 'Anni successivi',
  },
});
