import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` give up after this long. The default second is too short when CI runs
// its lanes side by side on two cores; a passing wait returns as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
