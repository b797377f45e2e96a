import { RECORD_STATUS } from '../../src/domain/statuses';
import { APP_TAKEN } from '../../src/domain/training';
import type { ContentRow, TutorialCompletionRow } from '../rows';
import type { RequestContext } from '../server/crud';
import { db } from '../server/db';
import { Refusal, ok } from '../server/http';
import { payloadOf } from '../server/contract';
import { mobileAppsApi, tutorialsApi } from '../../src/api/contract/training';
import { registerRoute } from '../server/router';
import { tables } from '../server/tables';
import { registerContent } from '../server/contentCollection';

const completions = () => db().collection<TutorialCompletionRow>('tutorialCompletions');

/** Partners of the session's location: completions are counted and shown only for them. */
const partnersHere = (ctx: RequestContext) =>
  new Set(
    tables
      .partners()
      .all()
      .filter((partner) => partner.location === ctx.location)
      .map((partner) => partner.id),
  );

/** Tutorials are global (the same training everywhere); the list shows how many partners here completed each. */
const completedHere = (row: ContentRow, ctx: RequestContext) => {
  const here = partnersHere(ctx);
  return completions()
    .all()
    .filter((completion) => completion.tutorialId === row.id && here.has(completion.partnerId)).length;
};

registerContent<ContentRow>('tutorials', tutorialsApi, {
  present: (row, ctx) => ({ ...row, completed: completedHere(row, ctx) }),
  sortValue: { completed: completedHere },
  exportColumns: ['id', 'position', 'status', 'required', 'videoUrl', 'completed'],
});

/** One record per app and platform (a deleted one frees its place). */
registerContent<ContentRow>('mobileApps', mobileAppsApi, {
  check(record, existing, errors) {
    const taken = db()
      .collection<ContentRow>('mobileApps')
      .all()
      .some(
        (row) =>
          row.id !== existing?.id &&
          row.status !== RECORD_STATUS.deleted &&
          row.app === record.app &&
          row.platform === record.platform,
      );
    if (taken) errors.platform = APP_TAKEN;
  },
  exportColumns: [
    'id',
    'app',
    'platform',
    'currentVersion',
    'minVersion',
    'forceUpdate',
    'storeUrl',
    'status',
  ],
});

/** The tutorials a partner (of the session's location) completed, with the date; every active one listed. */
registerRoute('admin/tutorials/completions', 'tutorials', 'list', (ctx) => {
  const { partnerId } = payloadOf(tutorialsApi.completions, ctx.body);
  const partner = tables.partners().get(partnerId);
  if (!partner || partner.location !== ctx.location) throw new Refusal('app.errors.notFound');
  const done = new Map(
    completions()
      .all()
      .filter((completion) => completion.partnerId === partner.id)
      .map((completion) => [completion.tutorialId, completion.completedAt]),
  );
  const rows = db()
    .collection<ContentRow>('tutorials')
    .all()
    .filter((tutorial) => tutorial.status === RECORD_STATUS.active || done.has(tutorial.id))
    .sort((a, b) => Number(a.position) - Number(b.position) || a.id - b.id)
    .map((tutorial) => ({
      id: tutorial.id,
      title: tutorial.title,
      required: !!tutorial.required,
      completedAt: done.get(tutorial.id) ?? null,
    }));
  return ok(rows);
});
