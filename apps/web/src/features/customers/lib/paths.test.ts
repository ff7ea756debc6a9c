import { describe, expect, it } from 'vitest';
import { customerProjectsPath } from './paths';

describe('customerProjectsPath', () => {
  it('puts the name in the path, encoded, and the id in the query (spec/3 §2)', () => {
    expect(customerProjectsPath({ id: 7, name: 'Santé & Co/Paris ?' })).toBe(
      '/back_office/customer-management/Sant%C3%A9%20%26%20Co%2FParis%20%3F/project?id=7',
    );
  });
});
