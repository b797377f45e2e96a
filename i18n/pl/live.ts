/** Współpraca na żywo (issue 31): zmiany innych na bieżąco i kto edytuje rekord. */
export const live = {
  changedBy: 'Zmienione przez: %{name}, przed chwilą',
  changedByAt: 'Zmienione przez: %{name}, o %{time}',
  changedWhileEditing:
    'Zmienione przez: %{name}, przed chwilą. Formularz zachowuje to, co wpisano; zapis pokaże różnice.',
  deletedBy: 'Usunięte przez: %{name}, przed chwilą',
  changedBadge:
    '%{smart_count} zmiana od ostatniego otwarcia |||| %{smart_count} zmiany od ostatniego otwarcia |||| %{smart_count} zmian od ostatniego otwarcia',
};
