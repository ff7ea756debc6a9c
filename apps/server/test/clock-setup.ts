// Before a test file's own code runs: a run that pins the day (APP_TODAY, docs/testing.md "The clock tests own") pins
// it here too, so that what a file computes at its top (`const today = todayInParis()`) is the day its app serves.
import { pinToday } from '../src/platform/clock';

pinToday(process.env.APP_TODAY || undefined);
