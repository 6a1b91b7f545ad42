/** Where scripts/conformance/setup.sh puts Node 22 and the conformance CLI (outside the repo, shared by runs). */
import { join } from 'node:path';
import { homedir } from 'node:os';

export const CONFORMANCE_HOME = process.env.CONFORMANCE_HOME || join(homedir(), '.cache', 'mcp-conformance');
export const NODE22 = join(CONFORMANCE_HOME, 'node', 'bin', 'node');
export const CONFORMANCE_BIN = join(
  CONFORMANCE_HOME,
  'cli',
  'node_modules',
  '@modelcontextprotocol',
  'conformance',
  'dist',
  'index.js',
);
