/** Live collaboration (issue 31): others' changes as they come, and who is editing a record. */
export const live = {
  changedBy: 'Changed by %{name} just now',
  changedByAt: 'Changed by %{name} at %{time}',
  changedWhileEditing:
    'Changed by %{name} just now. Your form keeps what you typed; saving shows what differs.',
  deletedBy: 'Deleted by %{name} just now',
  changedBadge:
    '%{smart_count} changed since you last opened it |||| %{smart_count} changed since you last opened it',
  lockedByOther:
    'A colleague is editing this record now: your changes stay in the form. Save again once they are done.',
  notLockable: 'This record cannot be locked',
  lockedBy: '%{name} is editing this %{record} since %{time}',
  lockedIdle: '%{name} has not typed since %{time}: you may take over.',
  takeOver: 'Take over',
  readOnly: 'The form is read-only until they are done.',
  rowLocked: '%{name} is editing',
  alsoViewing: 'Also viewing: %{names}',
  youInAnotherTab: 'you, in another tab',
};
