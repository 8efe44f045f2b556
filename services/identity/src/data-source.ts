// The data source of `npm run migration:run` (migrations are written by hand, see README).
import { createDataSource, loadConfig } from '@boutique/service-kit';
import { z } from 'zod';
import { identityService } from './identity.definition.js';

const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().url() }));

export default createDataSource({
  url: DATABASE_URL,
  entities: identityService.entities,
  migrations: identityService.migrations,
});
