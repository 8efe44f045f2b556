// The data source the migration scripts use (npm run migration:run / migration:generate).
import { createDataSource, loadConfig } from '@boutique/service-kit';
import { z } from 'zod';
import { paymentService } from './payment.definition.js';

const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().url() }));

export default createDataSource({
  url: DATABASE_URL,
  entities: paymentService.entities,
  migrations: paymentService.migrations,
});
