import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException, type ArgumentMetadata, type Type } from '@nestjs/common';
import { createValidationPipe } from '../common/validation.js';
import { LoginInput, RefreshTokenInput, RegisterInput } from './auth.shapes.js';

const pipe = createValidationPipe();

/** Runs a body through the gateway's ValidationPipe, as Nest does for @Body(). */
function validate<T>(type: Type<T>, body: unknown): Promise<T> {
  const metadata: ArgumentMetadata = { type: 'body', metatype: type, data: undefined };
  return pipe.transform(body, metadata) as Promise<T>;
}

async function messageOf(type: Type<unknown>, body: unknown): Promise<string> {
  try {
    await validate(type, body);
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string }).message;
  }
  assert.fail('expected a validation error');
}

describe('RegisterInput', () => {
  const valid = { userName: 'Priya', email: 'priya@example.com', password: 'secret123' };

  it('names the field and rule', async () => {
    const cases: [Record<string, unknown> | undefined, string][] = [
      [{ ...valid, userName: undefined }, 'User name is required'],
      [{ ...valid, userName: '  ' }, 'User name is required'],
      [{ ...valid, userName: null }, 'User name is required'],
      [{ ...valid, userName: 'x'.repeat(101) }, 'User name must not exceed 100 characters'],
      [{ ...valid, email: undefined }, 'Email is required'],
      [{ ...valid, email: '' }, 'Email is required'],
      [{ ...valid, email: 'priya@' }, 'Please enter a valid email address'],
      [{ ...valid, email: 42 }, 'Please enter a valid email address'],
      [{ ...valid, password: undefined }, 'Password is required'],
      [{ ...valid, password: '' }, 'Password is required'],
      [{ ...valid, password: '12345' }, 'Password must be at least 6 characters long.'],
      [{ ...valid, userName: 42 }, 'User name must be text'],
      [{ ...valid, password: 1234567 }, 'Password must be text'],
      [{}, 'User name is required'],
      [undefined, 'User name is required'],
      [{ userName: 'Priya' }, 'Email is required'],
    ];
    for (const [body, message] of cases) {
      assert.equal(await messageOf(RegisterInput, body), message, JSON.stringify(body));
    }
  });

  it('accepts 100 characters and 6-character passwords, trims name and e-mail', async () => {
    const input = await validate(RegisterInput, {
      userName: ` ${'x'.repeat(100)} `,
      email: ' priya@example.com ',
      password: '123456',
    });
    assert.equal(input.userName, 'x'.repeat(100));
    assert.equal(input.email, 'priya@example.com');
    assert.equal(input.password, '123456');
  });

  it('drops unknown fields such as role', async () => {
    const input = await validate(RegisterInput, { ...valid, role: 'admin', isAdmin: true });
    assert.deepEqual(Object.keys(input).sort(), ['email', 'password', 'userName']);
  });
});

describe('LoginInput', () => {
  it('"Email and password are required" for any missing field', async () => {
    for (const body of [
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: ' ', password: 'x' },
    ]) {
      assert.equal(await messageOf(LoginInput, body), 'Email and password are required');
    }
  });

  it('does not check the e-mail format (identity answers invalid credentials)', async () => {
    const input = await validate(LoginInput, { email: 'not-an-email', password: 'x' });
    assert.equal(input.email, 'not-an-email');
  });
});

describe('RefreshTokenInput', () => {
  it('blank or non-string tokens become undefined', async () => {
    for (const refreshToken of [undefined, '', '   ', null]) {
      const input = await validate(RefreshTokenInput, { refreshToken });
      assert.equal(input.refreshToken, undefined);
    }
    assert.equal(
      (await validate(RefreshTokenInput, { refreshToken: ' abc ' })).refreshToken,
      'abc',
    );
  });
});
