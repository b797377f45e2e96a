import { TEXT_MAX, TEXT_TOO_LONG } from './bounds';

/** Review moderation's rule, shared by the form and the fake backend: a staff answer is a free text (2000 characters). */
export const REVIEW_ANSWER_MAX = TEXT_MAX.text;
export const ANSWER_TOO_LONG = TEXT_TOO_LONG.text;
