/** Współpraca na żywo (issue 31): zmiany innych na bieżąco i kto edytuje rekord. */
export const live = {
  changedBy: 'Zmienione przez: %{name}, przed chwilą',
  changedByAt: 'Zmienione przez: %{name}, o %{time}',
  changedWhileEditing:
    'Zmienione przez: %{name}, przed chwilą. Formularz zachowuje to, co wpisano; zapis pokaże różnice.',
  deletedBy: 'Usunięte przez: %{name}, przed chwilą',
  changedBadge:
    '%{smart_count} zmiana od ostatniego otwarcia |||| %{smart_count} zmiany od ostatniego otwarcia |||| %{smart_count} zmian od ostatniego otwarcia',
  lockedByOther:
    'Ten rekord edytuje teraz inna osoba: zmiany zostają w formularzu. Zapisz ponownie, gdy skończy.',
  notLockable: 'Tego rekordu nie można zablokować',
  lockedBy: '%{name} edytuje: %{record}, od %{time}',
  lockedIdle: '%{name} nic nie wpisuje od %{time}: możesz przejąć edycję.',
  takeOver: 'Przejmij',
  readOnly: 'Formularz jest tylko do odczytu, dopóki ta osoba nie skończy.',
  rowLocked: '%{name} edytuje',
  alsoViewing: 'Oglądają też: %{names}',
  youInAnotherTab: 'ty, w innej karcie',
};
