import { mergeConfig } from 'vitest/config';
import preset from '@accrue/federation/vitest';

/**
 * The preset, with each test file in modules and a jsdom of its own (`isolate`): run as a whole
 * suite in one shared worker, the statement page's KPI explanation never appeared after its
 * button was pressed (and, in one worker, a payments page test failed), while each file alone,
 * and the five that ran before it together, passed. 88 s instead of 64 here, beside the API
 * suite's 17 minutes.
 */
export default mergeConfig(preset, { test: { isolate: true } });
