import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, userListArgsSchema } from '../listQuery';
import { saveUserSchema, toggleUserSchema } from './user';

const keys = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a missing required value', () => {
  it('is validation.required in every schema, whatever the field type', () => {
    expect(keys(listQuerySchema.safeParse({}))).toEqual([
      ['pageSize', 'validation.required'],
      ['pageNumber', 'validation.required'],
    ]);
    expect(keys(userListArgsSchema.safeParse({ pageSize: '10', pageNumber: '1' }))).toEqual([
      ['isDeleted', 'validation.required'],
    ]);
    expect(keys(saveUserSchema.safeParse({}))).toEqual([
      ['email', 'validation.required'],
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
      ['role', 'validation.required'],
    ]);
    expect(
      keys(toggleUserSchema.safeParse({ newEmployersProducers: [{ employerId: 1 }] })),
    ).toEqual([['newEmployersProducers.0.producerId', 'validation.required']]);
    // Inline schemas without a message of their own answer the same.
    expect(keys(z.object({ userEmail: z.string() }).safeParse({}))).toEqual([
      ['userEmail', 'validation.required'],
    ]);
  });

  it('differs from a value that is present but wrong', () => {
    expect(
      keys(userListArgsSchema.safeParse({ pageSize: 'ten', pageNumber: '1', isDeleted: 'no' })),
    ).toEqual([
      ['pageSize', 'validation.invalid'],
      ['isDeleted', 'validation.invalid'],
    ]);
    const user = { email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'Boss' };
    expect(keys(saveUserSchema.safeParse(user))).toEqual([['role', 'validation.invalid']]);
  });
});
