import ForumIcon from '@mui/icons-material/ForumOutlined';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/**
 * Messages: /messages, /messages/{page}, /messages/add (a new conversation), /messages/details/{id} (the
 * conversation with partner {id}). No edit: sent messages are not rewritten (docs/decisions-inbox.md).
 */
export const messages = defineResource({
  name: 'messages',
  api: 'messages',
  menu: { group: 'main', order: 90 },
  icon: ForumIcon,
  recordRepresentation: 'partnerName',
  list: lazyScreen(() => import('./MessageList')),
  create: lazyScreen(() => import('./MessageCreate')),
  show: lazyScreen(() => import('./MessageShow')),
});
