/** The search limit (SPEC section 5): every search box stops at it and the backend refuses a longer text. */
export const SEARCH_MAX = 255;
export const SEARCH_TOO_LONG = 'app.validation.searchMax';
