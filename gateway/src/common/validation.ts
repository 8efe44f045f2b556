import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationError } from 'class-validator';

/** Constraint name of `IsRequired`; its message wins over the field's other failures. */
export const REQUIRED = 'required';

/** Present and, for a string, not blank. */
export function IsRequired(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: REQUIRED,
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string'
            ? value.trim().length > 0
            : value !== undefined && value !== null,
      },
    },
    { message },
  );
}

/**
 * One rule with its own message: `check` returns the problem (the message) or undefined.
 * Lets a field report its rules in the order the client checks them, with one decorator.
 */
export function Check(
  name: string,
  check: (value: unknown) => string | undefined,
): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => check(value) === undefined,
      defaultMessage: (args) => check(args?.value) ?? 'Invalid value',
    },
  });
}

/** Trims a string value before validation (other types pass through to be refused). */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() : value,
  );
}

/** A non-blank trimmed string, anything else becomes undefined (optional tokens). */
export function BlankToUndefined(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined,
  );
}

/**
 * The one message a 400 answers: the first field (in declaration order) that failed,
 * its "required" rule before any other.
 */
export function firstValidationMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    if (constraints[REQUIRED]) return constraints[REQUIRED];
    const first = Object.values(constraints)[0];
    if (first) return first;
    const nested = error.children?.length ? firstValidationMessage(error.children) : undefined;
    if (nested) return nested;
  }
  return 'Invalid request';
}

/** Validation at the edge: unknown fields dropped, one clear message per 400. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors)),
  });
}
