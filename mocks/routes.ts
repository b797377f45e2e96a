/** Every API resource of the fake backend registers its routes on import (used by handlers.ts and the worker). */
import './resources/session';
import './resources/catalogue';
import './resources/content';
import './resources/promocodes';
import './resources/partners';
import './resources/dashboard';
import './resources/customers';
import './resources/labels';
import './resources/orders';
import './resources/messages';
import './resources/training';
import './resources/history';
import './resources/search';
import './resources/savedViews';
