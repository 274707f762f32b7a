import { serverTestProject } from '../../packages/db/test-support/server-project.ts';

export default serverTestProject('api');
