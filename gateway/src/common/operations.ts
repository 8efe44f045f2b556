import {
  applyDecorators,
  Body,
  createParamDecorator,
  type ExecutionContext,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query as RestQuery,
  Req,
  type Type,
} from '@nestjs/common';
import { Args, Mutation, Query, Resolver, type ReturnTypeFuncValue } from '@nestjs/graphql';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Roles } from '../auth/auth.decorators.js';
import { requestOf, type AuthRequest } from '../auth/auth-request.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from './api-responses.js';
import { ok } from './envelope.js';

/**
 * A feature's public operations, declared once: each names its REST route and/or its GraphQL
 * field, who may call it, and what it answers; `api()` turns the table into the Nest
 * controller and resolver the feature module registers (docs/gateway-design.md).
 */

/** The instances of a feature's dependencies, by the names the table gave them. */
export type Instances<D> = { [K in keyof D]: D[K] extends Type<infer T> ? T : never };

/** What a handler is given besides its input. */
export interface Call<D> {
  deps: Instances<D>;
  /** The verified caller (set when the operation has `auth`). */
  user: AuthUser;
  request: AuthRequest;
  /** The face called: a handler may differ where the faces do (e.g. what is cached). */
  face: 'rest' | 'graphql';
}

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RestFace<R> {
  /** `{ get: 'products/get/:id' }`: the verb and the path(s) under the controller's prefix. */
  route: Partial<Record<Verb, string | string[]>>;
  /** The success status (POST answers 201 unless told). */
  status?: number;
  /** The success answer's OpenAPI model and description. */
  ok?: Type | (() => Type);
  okDescription?: string;
  /** The failures documented: status → the messages it can carry. */
  errors?: Record<number, string>;
  /** Documented query parameters: name → description (the handler's input carries them). */
  query?: Record<string, string>;
  /** Decorators only this route needs (headers, extra guards). */
  decorators?: MethodDecorator[];
  /** The REST answer of the handler's result; `ok({ data })` when absent. */
  reply?(result: R): unknown;
}

export interface GraphqlFace<R> {
  /** Query or mutation, and its field name (the operation's key when absent). */
  query?: string | true;
  mutation?: string | true;
  type: () => ReturnTypeFuncValue;
  nullable?: boolean;
  description?: string;
  decorators?: MethodDecorator[];
  /** The GraphQL answer of the handler's result; the result itself when absent. */
  reply?(result: R): unknown;
}

/**
 * One public operation. `handle` receives the input: for a REST GET or DELETE its query, for
 * the other verbs its validated body (never the URL's query), with the path parameters in the
 * same object (path wins); for GraphQL the arguments.
 */
export interface Operation<D, I = Record<string, unknown>, R = unknown> {
  summary: string;
  /** 'user': a valid access token; 'admin': and the admin role. */
  auth?: 'user' | 'admin';
  /** The input's shape: the REST body and the GraphQL arguments (`kind: 'args'`). */
  input?: Type<I>;
  handle(call: Call<D>, input: I): Promise<R> | R;
  rest?: RestFace<R>;
  graphql?: GraphqlFace<R>;
}

export interface ApiDefinition<D> {
  /** The REST controller's name (OpenAPI operation ids are `<name>_<operation>`). */
  name: string;
  /** The REST path prefix under /api, and the OpenAPI tag. */
  prefix?: string;
  tag?: string;
  deps: D;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation's input and result are its own
  operations: Record<string, Operation<D, any, any>>;
}

/**
 * The typed builder of a table's operations: `const op = operations(deps)`, then
 * `op({ input: AddToCartBody, handle: ({ deps, user }, input) => ..., rest: {...} })` gives the
 * handler its dependencies, input and result types.
 */
export function operations<D>(_deps: D) {
  return <I = Record<string, unknown>, R = unknown>(operation: Operation<D, I, R>) => operation;
}

const VERBS = { get: Get, post: Post, put: Put, patch: Patch, delete: Delete };

function authDecorator(auth: Operation<unknown>['auth']): MethodDecorator[] {
  if (auth === 'admin') return [Roles('admin')];
  if (auth === 'user') return [Authenticated()];
  return [];
}

/** A class named `name` whose constructor receives `deps` (in order) as `this.deps`. */
function injectableClass<D extends Record<string, Type>>(name: string, deps: D): Type {
  const keys = Object.keys(deps);
  const cls = class {
    readonly deps: Record<string, unknown> = {};
    constructor(...instances: unknown[]) {
      keys.forEach((key, index) => (this.deps[key] = instances[index]));
    }
  };
  Object.defineProperty(cls, 'name', { value: name });
  Reflect.defineMetadata('design:paramtypes', Object.values(deps), cls);
  return cls;
}

/** Adds `method` to the class as `key` and decorates it; `paramTypes` as TypeScript would emit. */
function addMethod(
  cls: Type,
  key: string,
  method: (...args: never[]) => unknown,
  paramTypes: unknown[],
  params: ((target: object, key: string, index: number) => void)[],
  decorators: MethodDecorator[],
): void {
  const proto = cls.prototype as object;
  // Nest and its OpenAPI explorer find a method's metadata by the function's name
  Object.defineProperty(method, 'name', { value: key });
  Object.defineProperty(proto, key, { value: method, writable: true, configurable: true });
  Reflect.defineMetadata('design:paramtypes', paramTypes, proto, key);
  // last to first, as TypeScript applies parameter decorators
  for (let index = params.length - 1; index >= 0; index--) params[index](proto, key, index);
  const descriptor = Object.getOwnPropertyDescriptor(proto, key)!;
  const decorated = Reflect.decorate(decorators, proto, key, descriptor);
  Object.defineProperty(proto, key, decorated ?? descriptor);
}

function pathParams(paths: string[]): string[] {
  const names = new Set<string>();
  for (const path of paths) for (const [, name] of path.matchAll(/:(\w+)/g)) names.add(name);
  return [...names];
}

/** The REST controller of a table: one method per operation with a `rest` face. */
function restController<D extends Record<string, Type>>(definition: ApiDefinition<D>): Type {
  const cls = injectableClass(definition.name, definition.deps);
  for (const [key, operation] of Object.entries(definition.operations)) {
    const face = operation.rest;
    if (!face) continue;
    const [verb, path] = Object.entries(face.route)[0] as [Verb, string | string[]];
    const paths = Array.isArray(path) ? path : [path];
    const names = pathParams(paths);
    const status = face.status ?? (verb === 'post' ? 201 : 200);
    const decorators: MethodDecorator[] = [
      VERBS[verb](path),
      ...(face.status ? [HttpCode(face.status)] : []),
      ApiOperation({ summary: operation.summary }),
      ApiResponse({
        status,
        ...(face.ok ? { type: face.ok } : {}),
        ...(face.okDescription ? { description: face.okDescription } : {}),
      }),
      ...authDecorator(operation.auth),
      ...Object.entries(face.errors ?? {}).map(([code, description]) =>
        ApiResponse({ status: Number(code), type: ErrorResponse, description }),
      ),
      ...Object.entries(face.query ?? {}).map(([name, description]) =>
        ApiQuery({ name, required: false, description }),
      ),
      ...(face.decorators ?? []),
    ];
    const reply = face.reply ?? ((data: unknown) => ok({ data }));
    const hasBody = verb !== 'get' && verb !== 'delete';
    const method = async function (
      this: { deps: Instances<D> },
      request: AuthRequest,
      user: AuthUser,
      body: unknown,
      query: Record<string, unknown>,
      ...values: (string | undefined)[]
    ) {
      // a GET or DELETE reads its query; a body route its body alone (never the URL's fields)
      const input: Record<string, unknown> = hasBody ? { ...(body as object) } : { ...query };
      names.forEach((name, index) => (input[name] = values[index]));
      return reply(await operation.handle({ deps: this.deps, user, request, face: 'rest' }, input));
    };
    addMethod(
      cls,
      key,
      method,
      [
        Object,
        Object,
        hasBody ? (operation.input ?? Object) : Object,
        Object,
        ...names.map(() => String),
      ],
      [Req(), CurrentUser(), Body(), RestQuery(), ...names.map((name) => Param(name))],
      decorators,
    );
  }
  const tag = definition.tag ? [ApiTags(definition.tag)] : [];
  applyDecorators(Controller(definition.prefix ?? ''), ...tag)(cls);
  return cls;
}

/** The GraphQL resolver of a table: one query or mutation per operation with a `graphql` face. */
function graphqlResolver<D extends Record<string, Type>>(definition: ApiDefinition<D>): Type {
  const cls = injectableClass(`${definition.name}Resolver`, definition.deps);
  for (const [key, operation] of Object.entries(definition.operations)) {
    const face = operation.graphql;
    if (!face) continue;
    const kind = face.mutation !== undefined ? Mutation : Query;
    const named = face.mutation ?? face.query;
    const options = {
      name: typeof named === 'string' ? named : key,
      ...(face.nullable ? { nullable: true } : {}),
      ...(face.description ? { description: face.description } : {}),
    };
    const reply = face.reply ?? ((result: unknown) => result);
    const method = async function (
      this: { deps: Instances<D> },
      args: unknown,
      user: AuthUser,
      request: AuthRequest,
    ) {
      const input = { ...(args as object) };
      return reply(
        await operation.handle({ deps: this.deps, user, request, face: 'graphql' }, input),
      );
    };
    addMethod(
      cls,
      `gql_${key}`,
      method,
      [operation.input ?? Object, Object, Object],
      [
        operation.input ? Args() : () => undefined,
        CurrentUser(),
        // the request behind the GraphQL call (mercurius context `req`)
        CurrentRequest(),
      ],
      [kind(face.type, options), ...authDecorator(operation.auth), ...(face.decorators ?? [])],
    );
  }
  Resolver()(cls);
  return cls;
}

/** The Fastify request behind a REST or GraphQL call. */
export const CurrentRequest = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthRequest => requestOf(context),
);

/** The controller and resolver of a table, for the feature module to register. */
export function api<D extends Record<string, Type>>(
  definition: ApiDefinition<D>,
): { controllers: Type[]; providers: Type[] } {
  const operations = Object.values(definition.operations);
  return {
    controllers: operations.some((op) => op.rest) ? [restController(definition)] : [],
    providers: operations.some((op) => op.graphql) ? [graphqlResolver(definition)] : [],
  };
}
