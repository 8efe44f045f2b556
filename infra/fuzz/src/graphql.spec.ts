import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { getVariableValues, parse, validate, type OperationDefinitionNode } from 'graphql';
import { graphqlRequestArbitrary, loadGraphqlSchema } from './graphql.js';
import { defaultGatewayDir, loadDocuments } from './runner.js';

const schema = loadGraphqlSchema(
  fs.readFileSync(path.join(defaultGatewayDir(), 'schema.graphql'), 'utf8'),
);
const docs = loadDocuments();
const pool = { ids: { product: ['p-1'], user: ['u-1'] }, self: 'u-1' };

/** Does the committed schema accept the request (document and variables)? */
function accepted(body: string): boolean {
  const { query, variables } = JSON.parse(body) as {
    query: string;
    variables: Record<string, unknown>;
  };
  const document = parse(query);
  if (validate(schema, document).length > 0) return false;
  const operation = document.definitions[0] as OperationDefinitionNode;
  return !('errors' in getVariableValues(schema, operation.variableDefinitions ?? [], variables));
}

describe('GraphQL requests from the committed schema.graphql', () => {
  it('covers every query and mutation field', () => {
    const keys = docs.graphql.map((o) => o.key);
    assert.ok(keys.includes('graphql query.products'));
    assert.ok(keys.includes('graphql mutation.createOrder'));
    assert.equal(
      keys.length,
      Object.keys(schema.getQueryType()!.getFields()).length +
        Object.keys(schema.getMutationType()!.getFields()).length,
    );
  });

  it('a request marked valid is one the schema accepts; one marked invalid is refused', () => {
    let valid = 0;
    let invalid = 0;
    for (const op of docs.graphql) {
      for (const request of fc.sample(graphqlRequestArbitrary(op, pool), {
        numRuns: 25,
        seed: 11,
      })) {
        const ok = accepted(request.body as string);
        assert.equal(
          ok,
          request.graphqlValid,
          `${op.key}: ${JSON.stringify(request.body).slice(0, 400)}`,
        );
        if (ok) valid += 1;
        else invalid += 1;
      }
    }
    assert.ok(valid > invalid * 3, `${valid} valid, ${invalid} invalid`);
  });
});
