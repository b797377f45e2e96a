/** The inbox (messages), tutorials and mobile apps (issue 13). */
export const chat = {
  log: 'Переписка с %{name}',
  staff: 'Сотрудник',
  empty: 'Сообщений пока нет.',
  message: 'Сообщение',
  send: 'Отправить',
  unreadBadge:
    '%{smart_count} непрочитанный диалог |||| %{smart_count} непрочитанных диалога |||| %{smart_count} непрочитанных диалогов',
};

export const training = {
  validation: {
    url: 'Введите полный веб-адрес (https://…)',
    version: 'Введите версию, например 2.14.0',
    minAboveCurrent: 'Минимальная версия не может быть выше текущей',
    appTaken: 'Для этой платформы у приложения уже есть запись',
  },
};

export const inboxResources = {
  messages: {
    name: 'Диалог |||| Диалоги',
    notFound: 'Такого диалога не существует',
    menu: 'Сообщения',
    title: 'Переписка с %{name}',
    senders: { partner: 'Партнёр', staff: 'Сотрудник' },
    fields: {
      partnerId: 'Партнёр',
      id: 'ID',
      phone: 'Телефон',
      lastFrom: 'Последнее сообщение от',
      partnerName: 'Партнёр',
      unread: 'Непрочитанные',
      lastText: 'Последнее сообщение',
      messages: 'Сообщений',
      lastAt: 'Время последнего сообщения',
      text: 'Сообщение',
      q: 'Поиск',
    },
    tabs: { unread: 'Непрочитанные', awaiting: 'Ждут ответа' },
    filters: { since: 'Последнее сообщение с', until: 'Последнее сообщение по' },
    you: 'Вы',
    unreadCount:
      '%{smart_count} непрочитанное |||| %{smart_count} непрочитанных |||| %{smart_count} непрочитанных',
    markRead: 'Отметить прочитанным',
    markUnread: 'Отметить непрочитанным',
    profile: 'Профиль партнёра',
  },
  tutorials: {
    name: 'Урок |||| Уроки',
    notFound: 'Такого обучающего материала не существует',
    menu: 'Обучение',
    fields: {
      id: 'ID',
      title: 'Заголовок',
      content: 'Содержание',
      position: 'Порядок',
      required: 'Обязательный',
      videoUrl: 'Ссылка на видео',
      status: 'Статус',
      completed: 'Пройден партнёрами',
      q: 'Поиск',
    },
    helpers: { position: 'Меньшие номера идут первыми в приложении партнёра' },
    progress: {
      completedAt: 'Пройден',
      notYet: 'Ещё нет',
      missing:
        '%{smart_count} обязательный урок не пройден |||| %{smart_count} обязательных урока не пройдены |||| %{smart_count} обязательных уроков не пройдены',
      allRequired: 'Все обязательные уроки пройдены',
    },
  },
  mobileApps: {
    name: 'Мобильное приложение |||| Мобильные приложения',
    notFound: 'Такого приложения не существует',
    menu: 'Приложения', // 'Мобильные приложения' is cut in the 240 px menu
    fields: {
      id: 'ID',
      title: 'Название в магазине',
      releaseNotes: 'Что нового',
      app: 'Приложение',
      platform: 'Платформа',
      currentVersion: 'Текущая версия',
      minVersion: 'Минимальная поддерживаемая версия',
      forceUpdate: 'Принудительное обновление',
      storeUrl: 'Ссылка на магазин',
      status: 'Статус',
      q: 'Поиск',
    },
    apps: { customer: 'Приложение клиента', partner: 'Приложение партнёра' },
    platforms: { ios: 'iOS', android: 'Android' },
  },
};
