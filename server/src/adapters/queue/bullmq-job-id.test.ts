import { describe, expect, it } from 'vitest';
import { fromBullmqJobId, toBullmqJobId } from './bullmq-job-id';

describe('BullMQ job ids', () => {
  const businessIds = ['login-code-3f1c', 'purchase:42', '42', '#42', '%3A', 'a:b:c', 'слот-2025-01-01T10:00Z', '007'];

  it('should contain no ":" and never read as an integer', () => {
    for (const id of businessIds.map(toBullmqJobId)) {
      expect(id).not.toContain(':');
      expect(String(Number.parseInt(id, 10))).not.toBe(id);
    }
  });

  it('should give distinct business ids distinct job ids and decode back to the business id', () => {
    const encoded = businessIds.map(toBullmqJobId);
    expect(new Set(encoded).size).toBe(businessIds.length);
    expect(encoded.map(fromBullmqJobId)).toEqual(businessIds);
  });

  it('should leave ordinary ids readable', () => {
    expect(toBullmqJobId('login-code-3f1c')).toBe('login-code-3f1c');
  });
});
