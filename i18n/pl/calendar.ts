/** Kalendarz (/calendar): zamówienia w widoku miesiąca, tygodnia i dnia oraz wykonawcy według dni. */
export const calendar = {
  calendar: {
    name: 'Kalendarz',
    tabs: { orders: 'Kalendarz zamówień', board: 'Wykonawcy według dni' },
    views: {
      today: 'Dziś',
      month: 'Miesiąc',
      week: 'Tydzień',
      day: 'Dzień',
      previous: 'Wstecz',
      next: 'Dalej',
    },
    allDay: 'Dowolna pora / do ustalenia',
    more: 'jeszcze %{smart_count}',
    moreAt:
      'jeszcze %{smart_count} zamówienie o %{time} |||| jeszcze %{smart_count} zamówienia o %{time} |||| jeszcze %{smart_count} zamówień o %{time}',
    hourOrders: 'Zamówienia o %{time}, %{date}',
    moreOn:
      'jeszcze %{smart_count} zamówienie tego dnia |||| jeszcze %{smart_count} zamówienia tego dnia |||| jeszcze %{smart_count} zamówień tego dnia',
    dayOrders: 'Zamówienia na %{date}',
    moveOrder: 'Przenieś zamówienie #%{id}',
    hint: 'Kliknij zamówienie, aby je otworzyć; przeciągnij na inny dzień lub godzinę, aby je przenieść. Z klawiatury: Enter na zamówieniu otwiera przeniesienie.',
    moved: 'Zamówienie nr %{id} przeniesiono na %{date}',
    filters: { serviceType: 'Rodzaj usługi', partner: 'Wykonawca', status: 'Status', all: 'Wszystkie' },
    move: {
      title: 'Przenieś zamówienie nr %{id} na',
      date: 'Data',
      time: 'Godzina',
      save: 'Przenieś',
    },
    board: {
      assigning: 'Przydzielanie zamówienia nr %{id}: %{name}',
      handingOver: 'Przekazywanie zamówienia nr %{id} od %{from} do %{name}',
      handedOver: 'Zamówienie nr %{id} przekazano od %{from} do %{name}',
      hint: 'Przeciągnij oczekujące zamówienie na dzień wykonawcy, aby je przydzielić, albo zamówienie wykonawcy na innego, aby je przekazać („Cofnij” w komunikacie przywraca poprzedni stan). Z klawiatury: Enter na oczekującym zamówieniu otwiera przydzielanie; wykonawców zamówienia zmienia się na jego stronie.',
      week: '%{from} – %{to}',
      previousWeek: 'Poprzedni tydzień',
      nextWeek: 'Następny tydzień',
      unassigned: 'Czekają na wykonawcę (%{smart_count})',
      assignTitle: 'Przydziel wykonawcę do zamówienia nr %{id}',
      assign: 'Przydziel',
      assigned: 'Zamówienie nr %{id} przydzielono: %{name}',
      dayOff: 'Dzień wolny',
      periodOff: 'Wolne %{periods}',
    },
    refusals: {
      pastDate: 'Nie można przenieść zamówienia na miniony dzień',
      pastTime: 'Nie można przenieść zamówienia na minioną godzinę',
      unavailable: 'Ten dzień jest niedostępny dla zamówień',
    },
    conflicts: {
      dayOff: 'Wykonawca ma w tym dniu wolne',
      periodOff: 'Wykonawca nie pracuje o tej porze',
      overlap: 'Wykonawca ma o tej porze inne zamówienie',
      inactivePartner: 'Wykonawca jest nieaktywny',
    },
  },
};
