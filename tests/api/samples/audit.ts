import type { SampleSet } from './base';

export const auditSamples: SampleSet = async ({ a }) => ({
  'GET /api/audit': () => a.get('/api/audit?entity=flight&page=1'),
  'GET /api/audit.csv': () => a.get('/api/audit.csv?action=create'),
});
