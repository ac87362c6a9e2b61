import { defineCatalogue } from '../locales';

/** Built-in labels of the select and multi-select (spec doc 3 §5 "Option lists", §9 labels). */
export const selectMessages = defineCatalogue({
  en: {
    'kit.select.placeholder': 'Select an option',
    'kit.select.search': 'Search',
    'kit.select.showMore': 'Show more',
    'kit.select.noMatch': 'No options matching "{value}"',
    'kit.select.noOptions': 'No options to select',
    'kit.select.clearValue': 'Clear value',
    'kit.select.overflow': '+{count, number}',
  },
  fr: {
    'kit.select.placeholder': 'Sélectionner une option',
    'kit.select.search': 'Rechercher',
    'kit.select.showMore': 'Afficher plus',
    'kit.select.noMatch': 'Aucune option ne correspond à « {value} »',
    'kit.select.noOptions': 'Aucune option à sélectionner',
    'kit.select.clearValue': 'Effacer la valeur',
    'kit.select.overflow': '+{count, number}',
  },
  de: {
    'kit.select.placeholder': 'Option auswählen',
    'kit.select.search': 'Suchen',
    'kit.select.showMore': 'Mehr anzeigen',
    'kit.select.noMatch': 'Keine Optionen für „{value}“',
    'kit.select.noOptions': 'Keine Optionen zur Auswahl',
    'kit.select.clearValue': 'Wert löschen',
    'kit.select.overflow': '+{count, number}',
  },
  pt: {
    'kit.select.placeholder': 'Selecione uma opção',
    'kit.select.search': 'Pesquisar',
    'kit.select.showMore': 'Mostrar mais',
    'kit.select.noMatch': 'Nenhuma opção corresponde a "{value}"',
    'kit.select.noOptions': 'Nenhuma opção para selecionar',
    'kit.select.clearValue': 'Limpar valor',
    'kit.select.overflow': '+{count, number}',
  },
  es: {
    'kit.select.placeholder': 'Selecciona una opción',
    'kit.select.search': 'Buscar',
    'kit.select.showMore': 'Mostrar más',
    'kit.select.noMatch': 'Ninguna opción coincide con «{value}»',
    'kit.select.noOptions': 'No hay opciones para seleccionar',
    'kit.select.clearValue': 'Borrar valor',
    'kit.select.overflow': '+{count, number}',
  },
  it: {
    'kit.select.placeholder': 'Seleziona un’opzione',
    'kit.select.search': 'Cerca',
    'kit.select.showMore': 'Mostra altro',
    'kit.select.noMatch': 'Nessuna opzione corrisponde a "{value}"',
    'kit.select.noOptions': 'Nessuna opzione da selezionare',
    'kit.select.clearValue': 'Cancella valore',
    'kit.select.overflow': '+{count, number}',
  },
});
