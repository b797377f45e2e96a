/** Dyspozycja (issue #32): proponowani partnerzy, serie wizyt, zastępstwo partnera. */
export const dispatch = {
  suggestions: {
    title: 'Proponowani partnerzy',
    loading: 'Szukamy wolnych partnerów…',
    none: 'Żaden partner nie jest wolny na tę wizytę',
    choose: 'Wybierz',
    chosen: 'Wybrany',
    chooseName: 'Wybierz: %{name}',
    hint: 'To tylko propozycje: przypisz, aby potwierdzić.',
    reasons: {
      serviceType: 'wykonuje tę usługę',
      district: 'obsługuje tę dzielnicę',
      free: 'wolny o tej porze',
      rating: 'ocena %{value}',
      rating30: 'ocena z 30 dni %{value}',
      noRating: 'jeszcze bez oceny',
      load: '%{smart_count} zlecenie tego dnia |||| %{smart_count} zlecenia tego dnia |||| %{smart_count} zleceń tego dnia',
      distance_previousOrder: '%{km} km od poprzedniego zlecenia',
      distance_home: '%{km} km od domu',
    },
  },
  series: {
    title: 'Seria wizyt',
    summary:
      '%{periodicity}, %{status}, od %{start}; wizyty zaplanowane na %{smart_count} tydzień naprzód |||| %{periodicity}, %{status}, od %{start}; wizyty zaplanowane na %{smart_count} tygodnie naprzód |||| %{periodicity}, %{status}, od %{start}; wizyty zaplanowane na %{smart_count} tygodni naprzód',
    next: 'Następne wizyty',
    past: 'Minione wizyty',
    none: 'Brak',
    noPartner: 'Jeszcze bez partnera',
    status: { 1: 'aktywna', 2: 'wstrzymana', 3: 'zakończona' },
  },
};
