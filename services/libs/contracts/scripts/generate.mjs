// Generates the TypeScript contracts from ../../../proto with buf (npm) and ts-proto (npm).
// The output (src/gen) is build output: never edited or committed.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const bufBin = join(dirname(require.resolve('@bufbuild/buf/package.json')), 'bin', 'buf');
const tsProtoPlugin = join(
  dirname(require.resolve('ts-proto/package.json')),
  'protoc-gen-ts_proto',
);

rmSync(join(here, 'src/gen'), { recursive: true, force: true });
execFileSync(bufBin, ['lint', '../../../proto'], { cwd: here, stdio: 'inherit' });
execFileSync(bufBin, ['generate', '../../../proto', '--template', 'buf.gen.yaml'], {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${dirname(tsProtoPlugin)}:${process.env.PATH}` },
});
