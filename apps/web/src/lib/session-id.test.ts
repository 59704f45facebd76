import { describe, expect, it, vi } from 'vitest';
import { sessionId } from './session-id.ts';

describe('sessionId', () => {
  it('makes a UUID once and keeps it', () => {
    const first = sessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionId()).toBe(first);
    expect(localStorage.getItem('session_id')).toBe(first);
  });

  it('says a guest needs a session id when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => sessionId()).toThrow('Session ID обязателен для гостя');
    vi.restoreAllMocks();
  });
});
