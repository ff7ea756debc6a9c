// Setup file of the server project, and what the template's seeding calls first: passwords are hashed at N=2^10
// (~2.5 ms of CPU) instead of production's 2^14 (~46 ms). The suite signs in thousands of times, and each sign-in
// verifies at the N its hash carries, so the demo's hashes must be cheap too. platform/passwords.test.ts asserts the
// production cost.
import { lowerPasswordCostForTests } from '../src/platform/passwords';

export const TEST_PASSWORD_COST = 1024;

lowerPasswordCostForTests(TEST_PASSWORD_COST);
