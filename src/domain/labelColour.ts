/** An order label's colour: the rule the form and the fake backend check, and the message refusing it. */

export const LABEL_COLOUR = 'resources.labels.validation.colour';

/** A label's colour as the colour picker gives it. */
export const isLabelColour = (value: unknown) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
