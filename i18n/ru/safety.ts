import type { safety as english } from '../en/safety';

/** Сессии, одновременные правки, сбои и хранилище демо (задача 14). */
export const safety: typeof english = {
  wrongPassword: 'Текущий пароль указан неверно',
  changePassword: 'Сменить пароль',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  repeatPassword: 'Повторите новый пароль',
  save: 'Сохранить',
  cancel: 'Отмена',
  conflict: 'Эту запись изменил кто-то другой',
  conflictChanged: 'Изменено с момента открытия:',
  conflictField: '%{field}: у вас «%{mine}», сейчас «%{theirs}»',
  reload: 'Загрузить заново',
  keepMine: 'Оставить мои',
  draftRestored: 'Несохранённые изменения восстановлены',
  storageTitle: 'Демо не может сохранить данные',
  storageText:
    'Хранилище браузера для этого демо заполнено или не читается, поэтому последние изменения могут не сохраниться. Сброс демо-данных освободит место.',
  storageReset: 'Сбросить демо-данные',
  storageDismiss: 'Закрыть',
  notCsv: 'Экспорт вернул не CSV-файл',
  mapAuthFailureTitle: 'AuthFailure',
  mapAuthFailure:
    'Карту показать нельзя: Google Maps отклонил ключ API (неверный ключ API). Адрес и координаты можно ввести и так.',
  loggedOutDraft:
    'Сеанс завершился во время сохранения. Введённые данные сохранены и возвращены в форму: сохраните их ещё раз.',
  loggedOutDraftDiscard: 'Отменить их',
  uploadNotKept: 'Демо не смогло сохранить файл: хранилище браузера заполнено или недоступно',
};
