import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { sendConfirmingLongDay } from './longDay';

const longDay = new ApiError(409, 'Conflict', { code: 'time.long_day', params: { hours: '13:30' }, detail: '…' });

describe('the 12 h day confirmation', () => {
  it('sends once when the server takes it', async () => {
    const send = vi.fn(async () => 'saved');
    const ask = vi.fn(async () => true);
    await expect(sendConfirmingLongDay(send, ask)).resolves.toBe('saved');
    expect(send.mock.calls).toEqual([[false]]);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks with the hours the server names, then sends again confirmed', async () => {
    const send = vi.fn(async (confirm: boolean) => {
      if (!confirm) throw longDay;
      return 'saved';
    });
    const ask = vi.fn(async () => true);
    await expect(sendConfirmingLongDay(send, ask)).resolves.toBe('saved');
    expect(ask).toHaveBeenCalledWith('13:30');
    expect(send.mock.calls).toEqual([[false], [true]]);
  });

  it('writes nothing on a no, and lets any other failure through', async () => {
    const refuse = vi.fn(async () => false);
    await expect(sendConfirmingLongDay(() => Promise.reject(longDay), refuse)).resolves.toBeNull();
    const other = new ApiError(400, 'Bad Request', { code: 'time.start_in_future' });
    await expect(sendConfirmingLongDay(() => Promise.reject(other), refuse)).rejects.toBe(other);
  });
});
