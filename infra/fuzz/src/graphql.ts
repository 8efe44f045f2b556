// GraphQL requests from the committed schema.graphql: every query and mutation field with
// generated variables and a small selection of its result, mostly valid for the schema
// (hostile content in well-typed values), sometimes not (wrong types, missing arguments,
// broken documents).
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { FuzzRequest } from './rest.js';
import { hostileJson, hintFor, hostileString, type Pool } from './values.js';

export interface GraphqlOperation {
  /** `graphql query.products` / `graphql mutation.login`. */
  key: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function loadGraphqlSchema(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

export function graphqlOperations(schema: GraphQLSchema): GraphqlOperation[] {
  const ops: GraphqlOperation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {}))
      ops.push({ key: `graphql ${kind}.${field.name}`, kind, field });
  }
  return ops;
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

/** Values valid for a GraphQL input type; strings may still be hostile (NUL, huge, ...). */
export function inputArbitrary(
  type: GraphQLInputType,
  name: string,
  where: string,
  pool: Pool,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return innerArbitrary(type.ofType, name, where, pool, depth);
  const inner = innerArbitrary(type, name, where, pool, depth);
  // a nullable nested value is sometimes null (top-level arguments are left out instead)
  return depth > 0 ? fc.option(inner, { freq: 6, nil: null }) : inner;
}

function innerArbitrary(
  type: GraphQLInputType,
  name: string,
  where: string,
  pool: Pool,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return innerArbitrary(type.ofType, name, where, pool, depth);
  if (isListType(type))
    return fc.array(inputArbitrary(type.ofType, name.replace(/s$/, ''), where, pool, depth + 1), {
      maxLength: 3,
    });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = inputArbitrary(f.type, f.name, where, pool, depth + 1);
    return fc.record(model, {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(
          { weight: 4, arbitrary: intHint(name) },
          { weight: 1, arbitrary: fc.constantFrom(0, -1, INT_MIN, INT_MAX) },
          { weight: 1, arbitrary: fc.integer({ min: INT_MIN, max: INT_MAX }) },
        );
      case 'Float':
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(2499, 1999.99, 0.001, 0, -5, 1e15) },
          { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
        );
      case 'Boolean':
        return fc.boolean();
      default: {
        const hint = hintFor(name, where, pool);
        return fc.oneof(
          ...(hint ? [{ weight: 6, arbitrary: hint }] : []),
          { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
          { weight: 2, arbitrary: hostileString() },
        );
      }
    }
  }
  return fc.constant(null);
}

function intHint(name: string): fc.Arbitrary<number> {
  const n = name.toLowerCase();
  if (n === 'page') return fc.constantFrom(1, 2, 0);
  if (n === 'pagesize') return fc.constantFrom(1, 20, 100, 1000);
  if (n === 'year') return fc.constantFrom(2025, 2026, 1999);
  if (n === 'quantity' || n.includes('stock') || n === 'inventory') return fc.constantFrom(1, 2, 0);
  if (n === 'reviewvalue') return fc.constantFrom(1, 5, 6);
  return fc.constantFrom(1, 10);
}

/** A value of the wrong type for this input type (the server must refuse it with 400). */
function wrongTypeArbitrary(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isNonNullType(type)) return fc.oneof(fc.constant(null), wrongTypeArbitrary(type.ofType));
  if (isScalarType(named) && (named.name === 'Int' || named.name === 'Float'))
    return fc.constantFrom('1', '0x10', '1e3', 2 ** 31, 1.5, true, {}, [1, 2]);
  if (isScalarType(named) && named.name === 'Boolean')
    return fc.constantFrom('true', 1, {}, [true]);
  if (isScalarType(named)) return fc.constantFrom<unknown>({}, [{}], true, { $gt: '' });
  if (isEnumType(named)) return fc.constantFrom('nope', 1);
  return hostileJson().filter((v) => typeof v !== 'object' || v === null);
}

/** A small selection of an output type: some scalar fields, objects two levels deep. */
export function selectionArbitrary(type: GraphQLOutputType, depth = 0): fc.Arbitrary<string> {
  const named: GraphQLNamedType = getNamedType(type);
  if (!isObjectType(named)) return fc.constant('');
  const fields = Object.values((named as GraphQLObjectType).getFields()).filter(
    (f) => !f.args.some((a) => isNonNullType(a.type)),
  );
  const scalars = fields.filter((f) => !isObjectType(getNamedType(f.type)));
  // objects two levels deep; deeper only where a type has nothing but objects
  const objects =
    depth < 2 || scalars.length === 0
      ? fields.filter((f) => isObjectType(getNamedType(f.type)))
      : [];
  return fc
    .tuple(
      fc.subarray(scalars, { maxLength: Math.min(4, scalars.length) }),
      fc.subarray(objects, {
        minLength: scalars.length === 0 ? 1 : 0,
        maxLength: Math.max(
          scalars.length === 0 ? 1 : 0,
          Math.min(depth === 0 ? 2 : 1, objects.length),
        ),
      }),
    )
    .chain(([someScalars, someObjects]) =>
      fc.tuple(...someObjects.map((f) => selectionArbitrary(f.type, depth + 1))).map((subs) => {
        // at least one field: the first scalar when nothing else was picked
        const picked =
          someScalars.length + someObjects.length > 0 ? someScalars : scalars.slice(0, 1);
        const parts = [
          ...picked.map((f) => f.name),
          ...someObjects.map((f, i) => `${f.name} ${subs[i]}`),
        ];
        return `{ ${[...new Set(parts)].join(' ')} }`;
      }),
    );
}

export interface GraphqlGenerationOptions {
  /** Argument values to use instead of generated ones (the admin's role changes). */
  fixedArgs?: Record<string, fc.Arbitrary<unknown>>;
}

/** Requests for one query or mutation field. */
export function graphqlRequestArbitrary(
  op: GraphqlOperation,
  pool: Pool,
  options: GraphqlGenerationOptions = {},
): fc.Arbitrary<FuzzRequest> {
  const { field } = op;
  const args = field.args;
  const where = field.name;
  const argValue = (a: (typeof args)[number]) =>
    options.fixedArgs?.[a.name] ?? inputArbitrary(a.type, a.name, where, pool);
  const valid = fc.record({
    values: fc.tuple(
      ...args.map((a) =>
        isNonNullType(a.type) ? argValue(a) : fc.option(argValue(a), { freq: 3, nil: undefined }),
      ),
    ),
    selection: selectionArbitrary(field.type),
    aliases: fc.integer({ min: 1, max: 3 }),
  });
  const build = (
    values: unknown[],
    selection: string,
    aliases: number,
    isValid: boolean,
    omit?: number,
  ): FuzzRequest => {
    const used = args
      .map((a, i) => ({ a, i, v: values[i] }))
      .filter(({ v, i }) => v !== undefined && i !== omit);
    const decl = used.map(({ a, i }) => `$v${i}: ${a.type.toString()}`).join(', ');
    const call =
      used.length > 0 ? `(${used.map(({ a, i }) => `${a.name}: $v${i}`).join(', ')})` : '';
    const fields = Array.from({ length: aliases }, (_, k) =>
      `${aliases > 1 ? `a${k}: ` : ''}${field.name}${call} ${selection}`.trim(),
    ).join(' ');
    const query = `${op.kind} Fuzz${decl ? `(${decl})` : ''} { ${fields} }`;
    const variables = Object.fromEntries(used.map(({ i, v }) => [`v${i}`, v]));
    return {
      op: op.key,
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      graphqlValid: isValid,
    };
  };
  const validRequest = valid.map(({ values, selection, aliases }) =>
    build(values, selection, aliases === 3 ? 2 : 1, true),
  );
  if (args.length === 0) return validRequest;
  // invalid for the schema: one argument of the wrong type, or a required one left out
  const wrongType = fc.tuple(valid, fc.nat({ max: args.length - 1 })).chain(([v, i]) =>
    wrongTypeArbitrary(args[i].type).map((bad) => {
      const values = [...v.values];
      values[i] = bad;
      return build(values, v.selection, 1, false);
    }),
  );
  const requiredIndexes = args
    .map((a, i) => (isNonNullType(a.type) && a.defaultValue === undefined ? i : -1))
    .filter((i) => i >= 0);
  const missing =
    requiredIndexes.length > 0
      ? fc
          .tuple(valid, fc.constantFrom(...requiredIndexes))
          .map(([v, i]) => build(v.values, v.selection, 1, false, i))
      : wrongType;
  return fc.oneof(
    { weight: 8, arbitrary: validRequest },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: missing },
  );
}

/** Broken documents: not GraphQL, unknown fields, a body that is not an object. */
export function brokenGraphqlArbitrary(): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(
      JSON.stringify({ query: '{ states { ' }),
      JSON.stringify({ query: '{ nosuchfield }' }),
      JSON.stringify({ query: '' }),
      JSON.stringify({ query: 'query { states { code } } query { states { name } }' }),
      JSON.stringify({ query: '{ __typename }', variables: 'x' }),
      JSON.stringify({ query: 1 }),
      JSON.stringify({ quer: '{ states { code } }' }),
      JSON.stringify({ query: '{ states { code } }', operationName: 'Nope' }),
      JSON.stringify({ query: 'subscription { x }' }),
      JSON.stringify({ query: '\u0000' }),
      '[1]',
      '"query"',
      '{',
    )
    .map((body) => ({
      op: 'graphql (broken document)',
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      body,
      graphqlValid: false,
    }));
}
