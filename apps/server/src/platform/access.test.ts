import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leaves } from '../modules/leaves/leaves.tables';
import { assertRouteDeclared } from './access';

const route = (url: string, config: Record<string, unknown>) =>
  ({ method: 'GET', url, config, handler: () => {} }) as unknown as RouteOptions;

describe('route declarations (the app refuses to start without them)', () => {
  it.each([
    ['no declaration', route('/api/thing/', {}), /must declare exactly one/],
    ['two declarations', route('/api/thing/', { public: true, authenticated: true }), /must declare exactly one/],
    ['an unknown permission', route('/api/thing/', { permission: 'leaves.fly' }), /Unknown permission/],
    [
      'an :id without its record table',
      route('/api/thing/:id/', { permission: 'leaves.create' }),
      /declares no record table/,
    ],
  ])('refuses %s', (_name, options, message) => {
    expect(() => assertRouteDeclared(options)).toThrow(message);
  });

  it.each([
    ['a public route', route('/api/info/', { public: true })],
    ['a permission expression', route('/api/thing/', { permission: 'leaves.create|leaves.validate' })],
    ['an :id with its table', route('/api/leave/:id/', { permission: 'leaves.create', record: leaves })],
    ['a page outside the API', route('/*', {})],
  ])('accepts %s', (_name, options) => {
    expect(() => assertRouteDeclared(options)).not.toThrow();
  });
});
