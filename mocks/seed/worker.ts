/// <reference lib="webworker" />
import { buildSeed } from './index';

/** Builds the demo's seed off the main thread (10,000 orders take about a second) and hands it over. */
self.onmessage = () => {
  self.postMessage(buildSeed({ size: 'full' }));
};
