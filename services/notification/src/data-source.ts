// The data source of `npm run migration:run` (migrations are written by hand: no entities to
// generate them from).
import { createDataSource, loadConfig } from '@boutique/service-kit';
import { z } from 'zod';
import { notificationService } from './notification.definition.js';

const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().url() }));

export default createDataSource({
  url: DATABASE_URL,
  entities: notificationService.entities,
  migrations: notificationService.migrations,
});
