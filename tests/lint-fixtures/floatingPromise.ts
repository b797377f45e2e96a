// A fixture of tests/unit/lintRules.test.ts: a promise neither awaited, returned nor let go with `void`.
export async function save() {}

export function saveAndForget() {
  save();
}
