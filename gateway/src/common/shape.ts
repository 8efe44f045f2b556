import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, InputType, ObjectType, type ReturnTypeFuncValue } from '@nestjs/graphql';
import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { GraphQLScalarType } from 'graphql';

/**
 * One public shape, declared once: a class decorated with `Shape` and `Prop` is the GraphQL
 * type, the OpenAPI schema and the validated body at once (docs/gateway-design.md).
 */
export type ShapeKind = 'object' | 'input' | 'args';

export interface ShapeOptions {
  kind?: ShapeKind;
  /** false: a GraphQL-only type (no OpenAPI schema name). */
  rest?: boolean;
  /** false: a REST-only schema (not in the GraphQL schema). */
  graphql?: boolean;
  description?: string;
  /** The OpenAPI schema name when it differs from the GraphQL one. */
  restName?: string;
}

/** The class is the public shape `name` in GraphQL and OpenAPI. */
export function Shape(name: string, options: ShapeOptions = {}): ClassDecorator {
  const decorators: ClassDecorator[] = [];
  const kind = options.kind ?? 'object';
  if (options.graphql !== false) {
    const description = options.description ? { description: options.description } : {};
    if (kind === 'object') decorators.push(ObjectType(name, description));
    else if (kind === 'input') decorators.push(InputType(name, description));
    else decorators.push(ArgsType());
  }
  if (options.rest !== false && kind !== 'args')
    decorators.push(ApiSchema({ name: options.restName ?? name }));
  return applyDecorators(...decorators);
}

export interface PropOptions {
  example?: unknown;
  description?: string;
  /** May be null (GraphQL nullable, OpenAPI nullable). */
  nullable?: boolean;
  /** May be absent (GraphQL nullable, OpenAPI not required). */
  optional?: boolean;
  /** false: REST only (e.g. `_id`, the id under the name older clients read). */
  graphql?: boolean;
  /** false: GraphQL only. */
  rest?: boolean;
  /** OpenAPI enum. */
  enum?: readonly string[];
  /** OpenAPI description when it differs from the GraphQL one. */
  restDescription?: string;
  /** OpenAPI type when it cannot be told from the GraphQL one. */
  restType?: ApiPropertyOptions['type'];
  /** More OpenAPI property options (format, minLength...). */
  openapi?: ApiPropertyOptions;
}

type TypeFunc = () => ReturnTypeFuncValue;

/** The OpenAPI type of a GraphQL type function: classes kept, scalars left to design:type. */
function restTypeOf(type: TypeFunc | undefined): ApiPropertyOptions['type'] | undefined {
  if (!type) return undefined;
  const value = type();
  const item = Array.isArray(value) ? (value[0] as unknown) : value;
  if (item instanceof GraphQLScalarType) {
    if (!Array.isArray(value)) return undefined;
    return [item.name === 'Int' || item.name === 'Float' ? Number : String];
  }
  if (item === String || item === Number || item === Boolean) {
    return Array.isArray(value) ? [item] : undefined;
  }
  // @nestjs/swagger recognises a lazy type by the function's name, `type`
  return { type: () => type() }.type as ApiPropertyOptions['type'];
}

/**
 * One field of a shape: its GraphQL field, its OpenAPI property and (for input shapes) its
 * place in the validation whitelist, from one line:
 *   `@Prop(() => Int, { example: 4, description: 'Units available now' }) inventory: number;`
 */
export function Prop(type?: TypeFunc | PropOptions, options: PropOptions = {}): PropertyDecorator {
  if (typeof type === 'object') return Prop(undefined, type);
  const decorators: PropertyDecorator[] = [Allow()];
  const nullable = options.nullable || options.optional;
  if (options.graphql !== false) {
    const fieldOptions = {
      ...(nullable ? { nullable: true } : {}),
      ...(options.description ? { description: options.description } : {}),
    };
    decorators.push(type ? Field(type, fieldOptions) : Field(fieldOptions));
  }
  if (options.rest !== false) {
    const restType = options.restType ?? restTypeOf(type);
    const description = options.restDescription ?? options.description;
    decorators.push(
      ApiProperty({
        ...(restType !== undefined ? { type: restType } : {}),
        ...(options.example !== undefined ? { example: options.example } : {}),
        ...(description ? { description } : {}),
        ...(options.nullable ? { nullable: true } : {}),
        ...(options.optional || options.nullable ? { required: false } : {}),
        ...(options.enum ? { enum: [...options.enum] } : {}),
        ...options.openapi,
      } as ApiPropertyOptions),
    );
  }
  return applyDecorators(...decorators);
}
