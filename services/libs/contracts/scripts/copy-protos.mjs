// Ships the .proto files inside the package (dist/proto) so gRPC servers and clients
// load the same contracts at run time, also inside container images.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
rmSync(join(here, 'dist/proto'), { recursive: true, force: true });
cpSync(join(here, '../../../proto/boutique'), join(here, 'dist/proto/boutique'), {
  recursive: true,
});
