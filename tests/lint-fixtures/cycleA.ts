// A fixture of tests/unit/lintRules.test.ts: half of an import cycle (cycleB.ts imports this module back).
import { b } from './cycleB';

export const a = () => b;
