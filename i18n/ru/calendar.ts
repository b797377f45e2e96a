/** Календарь (/calendar): заказы по месяцам, неделям и дням, исполнители по дням. */
export const calendar = {
  calendar: {
    name: 'Календарь',
    tabs: { orders: 'Календарь заказов', board: 'Исполнители по дням' },
    views: {
      today: 'Сегодня',
      month: 'Месяц',
      week: 'Неделя',
      day: 'День',
      previous: 'Назад',
      next: 'Вперёд',
    },
    allDay: 'Любое время / уточнить',
    more: 'ещё %{smart_count}',
    moreAt:
      'ещё %{smart_count} заказ в %{time} |||| ещё %{smart_count} заказа в %{time} |||| ещё %{smart_count} заказов в %{time}',
    hourOrders: 'Заказы на %{time}, %{date}',
    moreOn:
      'ещё %{smart_count} заказ в этот день |||| ещё %{smart_count} заказа в этот день |||| ещё %{smart_count} заказов в этот день',
    dayOrders: 'Заказы на %{date}',
    moveOrder: 'Перенести заказ #%{id}',
    hint: 'Нажмите на заказ, чтобы открыть его; перетащите на другой день или время, чтобы перенести. С клавиатуры: Enter на заказе открывает перенос.',
    moved: 'Заказ №%{id} перенесён на %{date}',
    filters: { serviceType: 'Тип услуги', partner: 'Исполнитель', status: 'Статус', all: 'Все' },
    move: {
      title: 'Перенести заказ №%{id} на',
      date: 'Дата',
      time: 'Время',
      save: 'Перенести',
    },
    board: {
      week: '%{from} – %{to}',
      previousWeek: 'Предыдущая неделя',
      nextWeek: 'Следующая неделя',
      unassigned: 'Ждут исполнителя (%{smart_count})',
      assignTitle: 'Назначить исполнителя на заказ №%{id}',
      assign: 'Назначить',
      assigned: 'Заказ №%{id} назначен: %{name}',
      dayOff: 'Выходной',
      periodOff: 'Не работает %{periods}',
    },
    refusals: {
      pastDate: 'Заказ нельзя перенести на прошедший день',
      pastTime: 'Заказ нельзя перенести на прошедшее время',
      unavailable: 'Этот день недоступен для заказов',
    },
    conflicts: {
      dayOff: 'У исполнителя в этот день выходной',
      periodOff: 'Исполнитель в это время не работает',
      overlap: 'У исполнителя в это время другой заказ',
      inactivePartner: 'Исполнитель не активен',
    },
  },
};
