// Operator tool for the dead-letter streams: lists what a consumer group parked, and
// delivers it again once the cause is fixed (consumers are idempotent, so a replay is safe).
//   node dist/src/cli/dead-letters.js list <group> [--limit N]
//   node dist/src/cli/dead-letters.js replay <group> [<dead-letter id> ...]
// The bus comes from the same variables as the services: KAFKA_BROKERS (with KAFKA_SASL_*
// and KAFKA_SSL* for a managed cluster), or BUS_DATABASE_URL.
import { pino } from 'pino';
import { z } from 'zod';
import { checkConfigOrExit, kafkaConfigShape, loadConfig } from '../config/config.js';
import { createEventBus } from '../events/create-event-bus.js';
import { checkKafkaConfig } from '../events/kafka-options.js';

const config = loadConfig(
  z.object({
    KAFKA_BROKERS: z.string().min(1).optional(),
    BUS_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    ...kafkaConfigShape,
  }),
);
checkConfigOrExit(() => checkKafkaConfig(config));
const [command, group, ...rest] = process.argv.slice(2);
if (!['list', 'replay'].includes(command ?? '') || !group) {
  process.stderr.write('usage: dead-letters list <group> [--limit N] | replay <group> [ids...]\n');
  process.exit(64);
}

const bus = createEventBus(
  { ...config, SERVICE_NAME: 'dead-letters-cli' },
  pino({ level: 'warn' }),
);
await bus.start();
try {
  if (command === 'list') {
    const limitIndex = rest.indexOf('--limit');
    const limit = limitIndex >= 0 ? Number(rest[limitIndex + 1]) : 100;
    const letters = await bus.deadLetters(group, limit);
    for (const letter of letters) {
      process.stdout.write(
        `${letter.id}  ${letter.failedAt}  ${letter.topic}  ${letter.envelope.type}  ` +
          `event ${letter.envelope.id}  subject ${letter.envelope.subject}  attempts ${letter.attempts}\n` +
          `    ${letter.error}\n`,
      );
    }
    process.stdout.write(`${letters.length} dead letter(s) for ${group}\n`);
  } else {
    const replayed = await bus.replayDeadLetters(group, rest.length ? rest : undefined);
    process.stdout.write(`${replayed} dead letter(s) of ${group} delivered again\n`);
  }
} finally {
  await bus.stop();
}
