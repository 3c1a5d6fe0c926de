import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const servers = { DATABASE_URL: 'postgres://coach@db:5432/coach', REDIS_URL: 'redis://redis:6379' };

describe('APP_ROLES', () => {
  it('should run every role in one process by default, with nothing else set', () => {
    expect(loadConfig({}).roles).toEqual(['web', 'workers', 'projections']);
  });

  it('should read a comma-separated subset in any order, with spaces and repeats', () => {
    expect(loadConfig({ ...servers, APP_ROLES: ' projections, web,web ' }).roles).toEqual(['web', 'projections']);
  });

  it('should refuse an unknown or empty role list', () => {
    expect(() => loadConfig({ ...servers, APP_ROLES: 'web,cron' })).toThrow(/APP_ROLES.1: unknown role "cron"; expected some of web, workers, projections/);
    expect(() => loadConfig({ ...servers, APP_ROLES: ' , ' })).toThrow(/APP_ROLES: name at least one role/);
  });

  it('should refuse split roles without the shared PostgreSQL and Redis, naming what is missing', () => {
    expect(() => loadConfig({ APP_ROLES: 'workers' })).toThrow(/APP_ROLES=workers runs only part of the app.*set DATABASE_URL and REDIS_URL/);
    expect(() => loadConfig({ APP_ROLES: 'web', DATABASE_URL: servers.DATABASE_URL })).toThrow(/set REDIS_URL \(/);
    expect(loadConfig({ ...servers, APP_ROLES: 'workers' }).roles).toEqual(['workers']);
  });

  it('should accept all three roles named explicitly without any server', () => {
    expect(loadConfig({ APP_ROLES: 'workers,projections,web' }).roles).toEqual(['web', 'workers', 'projections']);
  });
});
