import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BadRequestException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { graphqlCode, mapError, mapGrpcError } from './error-mapping.js';

/** A gRPC error as @grpc/grpc-js rejects with it. */
function grpcError(code: number, details: string) {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata: {} });
}

describe('mapGrpcError', () => {
  const cases: [string, number, number][] = [
    ['INVALID_ARGUMENT', 3, 400],
    ['UNAUTHENTICATED', 16, 401],
    ['PERMISSION_DENIED', 7, 403],
    ['NOT_FOUND', 5, 404],
    ['ALREADY_EXISTS', 6, 409],
    ['FAILED_PRECONDITION', 9, 409],
    ['RESOURCE_EXHAUSTED', 8, 429],
  ];
  for (const [name, code, status] of cases) {
    it(`${name} → ${status} with details as message`, () => {
      assert.deepEqual(mapGrpcError({ code, details: 'Shown to the person' }), {
        status,
        message: 'Shown to the person',
        fault: false,
      });
    });
  }

  it('faults never show their details', () => {
    assert.deepEqual(mapGrpcError({ code: 13, details: 'pg: relation users does not exist' }), {
      status: 500,
      message: 'Internal server error',
      fault: true,
    });
    assert.deepEqual(mapGrpcError({ code: 14, details: 'connect ECONNREFUSED 127.0.0.1:50051' }), {
      status: 503,
      message: 'Service unavailable',
      fault: true,
    });
    assert.deepEqual(mapGrpcError({ code: 4, details: 'Deadline exceeded' }), {
      status: 504,
      message: 'Service timed out',
      fault: true,
    });
    assert.equal(mapGrpcError({ code: 2, details: 'boom' }).status, 500);
  });
});

describe('mapError', () => {
  it('maps gRPC errors', () => {
    assert.deepEqual(mapError(grpcError(16, 'Invalid email or password')), {
      status: 401,
      message: 'Invalid email or password',
      fault: false,
    });
  });

  it('keeps the message of client HttpExceptions', () => {
    assert.deepEqual(mapError(new BadRequestException('Email is required')), {
      status: 400,
      message: 'Email is required',
      fault: false,
    });
    assert.equal(
      mapError(new UnauthorizedException('No access token found')).message,
      'No access token found',
    );
    assert.equal(
      mapError(new BadRequestException(['first problem', 'second problem'])).message,
      'first problem',
    );
  });

  it('hides the message of 5xx HttpExceptions', () => {
    assert.deepEqual(mapError(new HttpException('db password is hunter2', 500)), {
      status: 500,
      message: 'Internal server error',
      fault: true,
    });
  });

  it('answers "Not found" when no route matched', () => {
    assert.deepEqual(mapError(new NotFoundException('Cannot POST /api/nope'), true), {
      status: 404,
      message: 'Not found',
      fault: false,
    });
  });

  it("keeps Fastify's client errors (bad JSON, body too large)", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    assert.deepEqual(mapError(tooLarge), {
      status: 413,
      message: 'Request body is too large',
      fault: false,
    });
  });

  it('anything else is a 500 without internals', () => {
    assert.deepEqual(
      mapError(new TypeError("Cannot read properties of undefined (reading 'id')")),
      {
        status: 500,
        message: 'Internal server error',
        fault: true,
      },
    );
    assert.equal(mapError('a string').status, 500);
    assert.equal(mapError(null).status, 500);
    assert.equal(mapError(Object.assign(new Error('x'), { statusCode: 502 })).status, 500);
  });
});

describe('graphqlCode', () => {
  it('names the status', () => {
    assert.equal(graphqlCode(400), 'BAD_REQUEST');
    assert.equal(graphqlCode(401), 'UNAUTHENTICATED');
    assert.equal(graphqlCode(403), 'FORBIDDEN');
    assert.equal(graphqlCode(404), 'NOT_FOUND');
    assert.equal(graphqlCode(409), 'CONFLICT');
    assert.equal(graphqlCode(429), 'TOO_MANY_REQUESTS');
    assert.equal(graphqlCode(500), 'INTERNAL_SERVER_ERROR');
  });
});
