import type { safety as english } from '../en/safety';

/** Sesje, równoczesne zmiany, awarie i pamięć wersji demo (zadanie 14). */
export const safety: typeof english = {
  wrongPassword: 'Obecne hasło jest nieprawidłowe',
  changePassword: 'Zmień hasło',
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  repeatPassword: 'Powtórz nowe hasło',
  save: 'Zapisz',
  cancel: 'Anuluj',
  conflict: 'Ten rekord został zmieniony przez kogoś innego',
  conflictChanged: 'Zmienione od chwili otwarcia:',
  conflictField: '%{field}: Twoje „%{mine}”, teraz „%{theirs}”',
  reload: 'Wczytaj ponownie',
  keepMine: 'Zachowaj moje',
  draftRestored: 'Przywrócono niezapisane zmiany',
  storageTitle: 'Wersja demo nie może zachować danych',
  storageText:
    'Pamięć przeglądarki tej wersji demo jest pełna lub nieczytelna, więc ostatnie zmiany mogą nie zostać zachowane. Przywrócenie danych demo zwolni miejsce.',
  storageReset: 'Przywróć dane demo',
  storageDismiss: 'Zamknij',
  notCsv: 'Eksport nie zwrócił pliku CSV',
  mapAuthFailureTitle: 'AuthFailure',
  mapAuthFailure:
    'Nie można wyświetlić mapy: Google Maps odrzucił klucz API (nieprawidłowy klucz API). Adres i współrzędne można wpisać mimo to.',
  loggedOutDraft:
    'Wylogowano podczas zapisywania. Wprowadzone dane zostały zachowane i wróciły do formularza: zapisz je ponownie.',
  loggedOutDraftDiscard: 'Odrzuć je',
  uploadNotKept: 'Demo nie mogło zachować pliku: pamięć przeglądarki jest pełna lub niedostępna',
};
