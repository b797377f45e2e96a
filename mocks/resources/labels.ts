import { LABEL_COLOUR, isLabelColour } from '../../src/domain/labelColour';
import type { LabelRow } from '../rows';
import { registerContent } from '../server/contentCollection';
import { labelsApi } from '../../src/api/contract/labels';

/**
 * Order labels: partner-visible or manager-visible, declared by their content schema (name per language, colour,
 * visibility, status). Delete moves a label to Deleted, so orders that carry it still show its name.
 */
registerContent<LabelRow & Record<string, unknown>>('labels', labelsApi, {
  check(record, _existing, errors) {
    if (!isLabelColour(record.colour)) errors.colour = LABEL_COLOUR;
  },
});
