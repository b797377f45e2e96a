// A fixture of tests/unit/lintRules.test.ts: the other half of the import cycle.
import { a } from './cycleA';

export const b = () => a;
