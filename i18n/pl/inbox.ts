/** The inbox (messages), tutorials and mobile apps (issue 13). */
export const chat = {
  log: 'Rozmowa z %{name}',
  staff: 'Pracownik',
  empty: 'Brak wiadomości.',
  message: 'Wiadomość',
  send: 'Wyślij',
  unreadBadge:
    '%{smart_count} nieprzeczytana rozmowa |||| %{smart_count} nieprzeczytane rozmowy |||| %{smart_count} nieprzeczytanych rozmów',
};

export const training = {
  validation: {
    url: 'Wpisz pełny adres (https://…)',
    version: 'Wpisz wersję, np. 2.14.0',
    minAboveCurrent: 'Wersja minimalna nie może być wyższa niż bieżąca',
    appTaken: 'Ta aplikacja ma już wpis dla tej platformy',
  },
};

export const inboxResources = {
  messages: {
    name: 'Rozmowa |||| Rozmowy',
    notFound: 'Taka rozmowa nie istnieje',
    menu: 'Wiadomości',
    title: 'Rozmowa z %{name}',
    senders: { partner: 'Partner', staff: 'Personel' },
    fields: {
      partnerId: 'Partner',
      id: 'ID',
      phone: 'Telefon',
      lastFrom: 'Ostatnia wiadomość od',
      partnerName: 'Partner',
      unread: 'Nieprzeczytane',
      lastText: 'Ostatnia wiadomość',
      messages: 'Wiadomości',
      lastAt: 'Czas ostatniej wiadomości',
      text: 'Wiadomość',
      q: 'Szukaj',
    },
    tabs: { unread: 'Nieprzeczytane', awaiting: 'Czekają na odpowiedź' },
    filters: { since: 'Ostatnia wiadomość od', until: 'Ostatnia wiadomość do' },
    you: 'Ty',
    unreadCount:
      '%{smart_count} nieprzeczytana |||| %{smart_count} nieprzeczytane |||| %{smart_count} nieprzeczytanych',
    markRead: 'Oznacz jako przeczytane',
    markUnread: 'Oznacz jako nieprzeczytane',
    profile: 'Profil partnera',
  },
  tutorials: {
    name: 'Szkolenie |||| Szkolenia',
    notFound: 'Takie szkolenie nie istnieje',
    menu: 'Poradniki',
    fields: {
      id: 'ID',
      title: 'Tytuł',
      content: 'Treść',
      position: 'Kolejność',
      required: 'Obowiązkowe',
      videoUrl: 'Link do wideo',
      status: 'Status',
      completed: 'Ukończone przez partnerów',
      q: 'Szukaj',
    },
    helpers: { position: 'Niższe numery są pierwsze w aplikacji partnera' },
    progress: {
      completedAt: 'Ukończone',
      notYet: 'Jeszcze nie',
      missing:
        '%{smart_count} obowiązkowe szkolenie nieukończone |||| %{smart_count} obowiązkowe szkolenia nieukończone |||| %{smart_count} obowiązkowych szkoleń nieukończonych',
      allRequired: 'Wszystkie obowiązkowe szkolenia ukończone',
    },
  },
  mobileApps: {
    name: 'Aplikacja mobilna |||| Aplikacje mobilne',
    notFound: 'Taka aplikacja nie istnieje',
    menu: 'Aplikacje mobilne',
    fields: {
      id: 'ID',
      title: 'Nazwa w sklepie',
      releaseNotes: 'Co nowego',
      app: 'Aplikacja',
      platform: 'Platforma',
      currentVersion: 'Bieżąca wersja',
      minVersion: 'Minimalna obsługiwana wersja',
      forceUpdate: 'Wymuś aktualizację',
      storeUrl: 'Link do sklepu',
      status: 'Status',
      q: 'Szukaj',
    },
    apps: { customer: 'Aplikacja klienta', partner: 'Aplikacja partnera' },
    platforms: { ios: 'iOS', android: 'Android' },
  },
};
