import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { orphanMessages } from './FormErrorSummary';

const inputs = new Set(['name', 'divisions', 'divisions.name']);
const error = (message: string) => ({ type: 'server', message });

describe('the messages no input shows', () => {
  it('are those of paths without an input, items and array roots included', () => {
    const errors = {
      id: error('validation.invalid'),
      name: error('validation.organizationNameTaken'),
      divisions: [
        { id: error('validation.invalid'), name: error('validation.required') },
        { name: error('validation.required') },
      ],
    } as unknown as FieldErrors;
    expect(orphanMessages(errors, inputs)).toEqual(['validation.invalid']);
  });

  it('leave out the array message that the array input shows itself', () => {
    const errors = { divisions: { root: error('validation.atLeastOneDivision') } };
    expect(orphanMessages(errors as unknown as FieldErrors, inputs)).toEqual([]);
    expect(orphanMessages({ root: error('errors.processing') } as FieldErrors, inputs)).toEqual([
      'errors.processing',
    ]);
  });
});
