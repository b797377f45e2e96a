/** Диспетчеризация (issue #32): предложенные исполнители, серии визитов, замена исполнителя. */
export const dispatch = {
  suggestions: {
    title: 'Предложенные исполнители',
    loading: 'Ищем свободных исполнителей…',
    none: 'Нет свободных исполнителей на этот визит',
    choose: 'Выбрать',
    chosen: 'Выбран',
    chooseName: 'Выбрать: %{name}',
    hint: 'Это только предложения: назначьте, чтобы подтвердить.',
    reasons: {
      serviceType: 'выполняет эту услугу',
      district: 'работает в этом районе',
      free: 'свободен в это время',
      rating: 'рейтинг %{value}',
      rating30: 'рейтинг за 30 дней %{value}',
      noRating: 'пока без рейтинга',
      load: '%{smart_count} заказ в этот день |||| %{smart_count} заказа в этот день |||| %{smart_count} заказов в этот день',
      distance_previousOrder: '%{km} км от предыдущего заказа',
      distance_home: '%{km} км от дома',
    },
  },
  series: {
    title: 'Серия визитов',
    summary:
      '%{periodicity}, %{status}, с %{start}; визиты запланированы на %{smart_count} неделю вперёд |||| %{periodicity}, %{status}, с %{start}; визиты запланированы на %{smart_count} недели вперёд |||| %{periodicity}, %{status}, с %{start}; визиты запланированы на %{smart_count} недель вперёд',
    next: 'Следующие визиты',
    past: 'Прошедшие визиты',
    none: 'Нет',
    noPartner: 'Исполнитель ещё не назначен',
    status: { 1: 'активна', 2: 'приостановлена', 3: 'завершена' },
  },
};
