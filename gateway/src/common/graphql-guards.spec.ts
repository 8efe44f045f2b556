import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GraphQLError, buildSchema, parse, validate } from 'graphql';
import { PACKAGE_DIR } from '../config/gateway.config.js';
import {
  GRAPHQL_LIMITS,
  graphqlErrorFormatter,
  graphqlValidationRules,
  isGraphqlRequest,
} from './graphql-guards.js';
import { badRequest } from './json-body.js';

const schema = buildSchema(readFileSync(join(PACKAGE_DIR, 'schema.graphql'), 'utf8'));
const problems = (query: string, production = false) =>
  validate(
    schema,
    parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens }),
    graphqlValidationRules(production),
  ).map((error) => error.message);

// The storefront's page queries (web/src/features/catalogue/api/catalogue-api.ts, the home route).
const PRODUCT = `id title secondTitle productCode description category categorySlug categoryName
  isNewArrival isFeatured price salePrice totalStock averageReview reviewCount image
  colors { id title inventory image } createdAt`;
const CATEGORY = 'id name description slug image productCount';
const HOME_PAGE = `query HomePage { homePage { categories { ${CATEGORY} } newArrivals { ${PRODUCT} }
  featured { ${PRODUCT} } banners { id image description } feedPosts
  testimonials { id userName feedback createdAt } } }`;
const PRODUCT_PAGE = `query ProductPage { productPage(id: "p1") { product { ${PRODUCT} }
  reviews { id productId userName reviewMessage reviewValue createdAt } related { ${PRODUCT} } } }`;

describe('GraphQL validation rules', () => {
  it("let the storefront's page queries through", () => {
    assert.deepEqual(problems(HOME_PAGE, true), []);
    assert.deepEqual(problems(PRODUCT_PAGE, true), []);
  });

  it('refuse more aliases than the limit', () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: categories { id }`).join(' ')} }`;
    assert.deepEqual(problems(aliased(GRAPHQL_LIMITS.maxAliases)), []);
    assert.deepEqual(problems(aliased(GRAPHQL_LIMITS.maxAliases + 1)), [
      `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded, found ${GRAPHQL_LIMITS.maxAliases + 1}.`,
    ]);
  });

  it('refuse a query costing more than the limit', () => {
    const listing = `{ products { ${PRODUCT} } }`;
    assert.deepEqual(problems(listing), []);
    const heavy = `{ homePage { ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `f${i}: featured { ${PRODUCT} }`).join(' ')} } }`;
    assert.match(problems(heavy).join(), /Query Cost limit of 500 exceeded/);
  });

  it('refuse NUL in string literals and exponents in number literals, naming the argument', () => {
    assert.deepEqual(problems('{ search(keyword: "a\\u0000") { id } }'), [
      'Argument "keyword" must not contain the NUL character (\\u0000)',
    ]);
    assert.deepEqual(
      problems('mutation { createProduct(input: { title: "t", price: 1e3 }) { id } }'),
      ['Argument "price" must be a plain decimal number, without an exponent (got 1e3)'],
    );
  });

  it('refuse introspection in production only', () => {
    const query = '{ __schema { types { name } } }';
    assert.deepEqual(problems(query), []);
    assert.match(problems(query, true).join(), /introspection has been disabled/);
  });
});

describe('graphqlErrorFormatter', () => {
  const context = { app: { log: { info: () => undefined } } } as unknown as Parameters<
    ReturnType<typeof graphqlErrorFormatter>
  >[1];

  it('answers a fault the filter did not map as "Internal server error", without its text', () => {
    const fault = new GraphQLError('Cannot return null for non-nullable field Product.title.', {
      path: ['product', 'title'],
      originalError: new Error('Cannot return null for non-nullable field Product.title.'),
    });
    const { statusCode, response } = graphqlErrorFormatter(false)(
      { data: null, errors: [fault] },
      context,
    );
    assert.equal(statusCode, 500);
    assert.deepEqual(
      response.errors?.map((e) => [e.message, e.extensions?.code]),
      [['Internal server error', 'INTERNAL_SERVER_ERROR']],
    );
  });

  it('keeps mapped and validation errors; cuts suggestions in production', () => {
    const mapped = new GraphQLError('Product not found', {
      path: ['product'],
      extensions: { code: 'NOT_FOUND', status: 404 },
    });
    const typo = new GraphQLError(
      'Cannot query field "categorie" on type "Query". Did you mean "categories"?',
    );
    const dev = graphqlErrorFormatter(false)({ data: null, errors: [mapped, typo] }, context);
    assert.deepEqual(
      dev.response.errors?.map((e) => e.message),
      ['Product not found', typo.message],
    );
    const production = graphqlErrorFormatter(true)({ data: null, errors: [typo] }, context);
    assert.equal(
      production.response.errors?.[0]?.message,
      'Cannot query field "categorie" on type "Query".',
    );
  });

  it("gives client errors their documented code (a hook's 400, a validation error)", () => {
    const hook = new GraphQLError('Field "variables.k" must not contain the NUL character', {
      originalError: badRequest('Field "variables.k" must not contain the NUL character'),
    });
    const unknown = new GraphQLError('Cannot query field "nope" on type "Query".');
    const { statusCode, response } = graphqlErrorFormatter(false)(
      { data: null, errors: [hook] },
      context,
    );
    assert.equal(statusCode, 400);
    assert.equal(response.errors?.[0]?.extensions?.code, 'BAD_REQUEST');
    const validation = graphqlErrorFormatter(false)({ data: null, errors: [unknown] }, context);
    assert.equal(validation.response.errors?.[0]?.extensions?.code, 'BAD_REQUEST');
  });
});

describe('isGraphqlRequest', () => {
  it('takes a query text with optional variables and operation name, nothing else', () => {
    assert.equal(isGraphqlRequest({ query: '{ a }' }), true);
    assert.equal(isGraphqlRequest({ query: '{ a }', variables: null, operationName: 'A' }), true);
    assert.equal(isGraphqlRequest({ query: '{ a }', variables: { x: 1 } }), true);
    for (const body of [
      null,
      [],
      'q',
      { query: 1 },
      { query: {} },
      { query: '{ a }', variables: [] },
      { query: '{ a }', operationName: 3 },
    ])
      assert.equal(isGraphqlRequest(body), false, JSON.stringify(body));
  });
});
