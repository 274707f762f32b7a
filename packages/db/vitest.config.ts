import { serverTestProject } from './test-support/server-project.ts';

export default serverTestProject('db');
