import type { Calendar } from '@event-calendar/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Every text the calendar library writes itself, in the interface language: its buttons, the all-day row and the
 * '+2 more' link of a full day (the library's own is English whatever its `locale`: issue #30).
 */
export function calendarTexts(translate: Translate) {
  return {
    allDayContent: translate('resources.calendar.allDay'),
    buttonText: (texts: Calendar.Options['buttonText'] & object) => ({
      ...texts,
      today: translate('resources.calendar.views.today'),
      dayGridMonth: translate('resources.calendar.views.month'),
      timeGridWeek: translate('resources.calendar.views.week'),
      timeGridDay: translate('resources.calendar.views.day'),
      close: translate('ra.action.close'),
      prev: translate('resources.calendar.views.previous'),
      next: translate('resources.calendar.views.next'),
    }),
    moreLinkContent: ({ num }: { num: number }) => translate('resources.calendar.more', { smart_count: num }),
  } satisfies Partial<Calendar.Options>;
}
