import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where the runner has globals; this one does not.
afterEach(cleanup);
