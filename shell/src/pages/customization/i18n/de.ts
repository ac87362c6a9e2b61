import type { CustomizationMessages } from '../messages';

/** The customization page's labels in German, loaded only with the page, for users who read German. */
export const messages: CustomizationMessages = {
  'customization.description':
    'Wie Accrue für das ganze Unternehmen erscheint: der bei der Anmeldung angezeigte Zeitraum, die Namen einiger Beträge, die Nachkommastellen der Berichte und der Vergleich der Prognosen mit den Ist-Werten.',
  'customization.field.defaultPeriod': 'Bei der Anmeldung angezeigter Zeitraum',
  'customization.field.defaultPeriod.help': 'Gilt für Abrechnungen und Startseite.',
  'customization.field.fiscalYearStartMonth': 'Geschäftsjahr beginnt im',
  'customization.field.fiscalYearStartMonth.help':
    'Jahres- und Quartalskumulierte Werte sowie Ausgleichszahlungen in Planformeln richten sich danach.',
  'customization.period.current': 'Aktueller Zeitraum',
  'customization.period.previous': 'Vorheriger Zeitraum',
  'customization.field.holdAndReleasePaymentDateLabel': 'Bezeichnung des auszuzahlenden Betrags',
  'customization.field.holdAndReleaseForecastPaymentDateLabel':
    'Bezeichnung des prognostizierten auszuzahlenden Betrags',
  'customization.field.totalCommissionLabel': 'Bezeichnung der Gesamtprovision',
  'customization.field.label.help': 'Leer lassen, um die Standardbezeichnung zu behalten.',
  'customization.field.reportsPrecision': 'Genauigkeit der Berichte',
  'customization.field.reportsPrecision.help': 'Die Anzahl der Nachkommastellen in Berichten, von 0 bis 10.',
  'customization.error.precisionRequired': 'Dieses Feld ist erforderlich.',
  'customization.error.precisionRange':
    'Die Genauigkeit der Berichte muss eine ganze Zahl von 0 bis 10 sein.',
  'customization.forecasts': 'Prognosen',
  'customization.field.forecastShowComparison': 'Differenz zwischen Ist und Prognose anzeigen',
  'customization.field.forecastBelowActualColor': 'Farbe einer Prognose unter dem Ist-Wert',
  'customization.field.forecastAboveActualColor': 'Farbe einer Prognose über dem Ist-Wert',
  'customization.preview': 'Vorschau',
  'customization.color.GREEN': 'Grün',
  'customization.color.CYAN': 'Cyan',
  'customization.color.ORANGE': 'Orange',
  'customization.color.RED': 'Rot',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Lila',
  'customization.color.GRAY': 'Grau',
  'customization.save': 'Speichern',
  'customization.cancel': 'Abbrechen',
  'customization.saved': 'Anpassung gespeichert.',
  'customization.conflict':
    'Jemand anderes hat die Unternehmenseinstellungen inzwischen geändert: Es wurde nichts gespeichert. Die neuesten Einstellungen werden angezeigt; nehmen Sie Ihre Änderungen erneut vor.',
  'customization.readOnly': 'Sie können diese Einstellungen sehen, aber nicht ändern.',
};
