// jsdom setup shared by the component tests.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for the UI, they do not time it: testing-library's 1 s default made a first render on a
// loaded machine (2.5 s measured) fail although nothing was wrong
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
