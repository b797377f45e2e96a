/** The inbox (messages), tutorials and mobile apps (issue 13). */
export const chat = {
  log: 'Conversation with %{name}',
  staff: 'Staff',
  empty: 'No messages yet.',
  message: 'Message',
  send: 'Send',
  unreadBadge: '%{smart_count} unread conversation |||| %{smart_count} unread conversations',
};

export const training = {
  validation: {
    url: 'Enter a full web address (https://…)',
    version: 'Enter a version such as 2.14.0',
    minAboveCurrent: 'The minimum version cannot be above the current one',
    appTaken: 'This app already has a record for this platform',
  },
};

export const inboxResources = {
  messages: {
    name: 'Conversation |||| Conversations',
    notFound: 'This conversation does not exist',
    menu: 'Messages',
    title: 'Conversation with %{name}',
    senders: { partner: 'Partner', staff: 'Staff' },
    fields: {
      partnerId: 'Partner',
      id: 'ID',
      phone: 'Phone',
      lastFrom: 'Last message from',
      partnerName: 'Partner',
      unread: 'Unread',
      lastText: 'Last message',
      messages: 'Messages',
      lastAt: 'Last message at',
      text: 'Message',
      q: 'Search',
    },
    tabs: { unread: 'Unread', awaiting: 'Awaiting answer' },
    filters: { since: 'Last message from', until: 'Last message until' },
    you: 'You',
    unreadCount: '%{smart_count} unread |||| %{smart_count} unread',
    markRead: 'Mark read',
    markUnread: 'Mark unread',
    profile: 'Partner profile',
  },
  tutorials: {
    name: 'Tutorial |||| Tutorials',
    notFound: 'This tutorial does not exist',
    menu: 'Tutorials',
    fields: {
      id: 'ID',
      title: 'Title',
      content: 'Content',
      position: 'Order',
      required: 'Required',
      videoUrl: 'Video link',
      status: 'Status',
      completed: 'Completed by partners',
      q: 'Search',
    },
    helpers: { position: 'Lower numbers come first in the partner app' },
    progress: {
      completedAt: 'Completed',
      notYet: 'Not yet',
      missing:
        '%{smart_count} required tutorial not completed |||| %{smart_count} required tutorials not completed',
      allRequired: 'All required tutorials completed',
    },
  },
  mobileApps: {
    name: 'Mobile App |||| Mobile Apps',
    notFound: 'This app does not exist',
    menu: 'Mobile apps',
    fields: {
      id: 'ID',
      title: 'Name in the store',
      releaseNotes: 'Release notes',
      app: 'App',
      platform: 'Platform',
      currentVersion: 'Current version',
      minVersion: 'Minimum supported version',
      forceUpdate: 'Force update',
      storeUrl: 'Store link',
      status: 'Status',
      q: 'Search',
    },
    apps: { customer: 'Customer app', partner: 'Partner app' },
    platforms: { ios: 'iOS', android: 'Android' },
  },
};
