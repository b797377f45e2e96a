/** Review moderation's rule, shared by the form and the fake backend: a staff answer is at most 2000 characters. */
export const REVIEW_ANSWER_MAX = 2000;
export const ANSWER_TOO_LONG = 'reviewModeration.answerTooLong';
