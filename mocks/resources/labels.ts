import { RECORD_STATUS } from '../../src/domain/statuses';
import type { LabelRow } from '../rows';
import { Refusal, read } from '../server/http';
import { registerCollection } from '../server/router';

/** Order labels: partner-visible or manager-visible. */
registerCollection<LabelRow>({
  api: 'labels',
  search: (row) => [row.id, row.label.pl, row.label.en],
  prepare(body, existing) {
    const label = { ...existing?.label, ...read.texts(body.label) };
    if (!label.pl?.trim())
      throw new Refusal('app.validation.required', { 'label.pl': 'app.validation.required' });
    return {
      label,
      visibility: body.visibility === 'partner' ? 'partner' : 'manager',
      colour: read.str(body.colour) ?? existing?.colour ?? '#546e7a',
      status: read.int(body.status) ?? existing?.status ?? RECORD_STATUS.active,
    };
  },
});
