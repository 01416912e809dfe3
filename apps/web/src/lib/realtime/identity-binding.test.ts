import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedUser } from '../../test/render-app.tsx';
import { stubAdapter } from '../../test/stub-adapter.ts';
import { createApiClient } from '../api-client.ts';
import { identityKeys } from '../identity.ts';
import { FALLBACK_CONFIG, loadRuntimeConfig } from '../runtime-config.ts';
import { currentRealtimeUser, getEcho } from './echo-client.ts';
import { bindRealtimeToIdentity } from './identity-binding.ts';

let unbind: (() => void) | undefined;
afterEach(() => unbind?.());

async function configured() {
  // Nothing listens on port 9: the socket never opens, which is all this lifecycle needs.
  const config = {
    ...FALLBACK_CONFIG,
    build_id: 'b',
    realtime: { broadcaster: 'reverb', key: 'k', host: '127.0.0.1', port: 9, scheme: 'http' },
  };
  await loadRuntimeConfig(
    createApiClient({ adapter: stubAdapter(() => ({ status: 200, data: config })).adapter }),
  );
}

describe('bindRealtimeToIdentity', () => {
  it('creates Echo once the user is known, once, and tears it down on logout', async () => {
    await configured();
    const queryClient = new QueryClient();
    unbind = bindRealtimeToIdentity(queryClient);
    expect(getEcho()).toBeNull();

    queryClient.setQueryData(identityKeys.user(), verifiedUser);
    // The client and its libraries download on demand (not in the entry bundle), so it exists a moment later.
    await vi.waitFor(() => expect(getEcho()).not.toBeNull());
    expect(currentRealtimeUser()).toBe(verifiedUser.id);
    const echo = getEcho();
    // A refetch of the same user keeps the one client.
    queryClient.setQueryData(identityKeys.user(), { ...verifiedUser });
    await Promise.resolve();
    expect(getEcho()).toBe(echo);

    // Another user signs in: a new client for them.
    queryClient.setQueryData(identityKeys.user(), { ...verifiedUser, id: 'u2' });
    await vi.waitFor(() => expect(currentRealtimeUser()).toBe('u2'));
    await vi.waitFor(() => expect(getEcho()).not.toBeNull());
    expect(getEcho()).not.toBe(echo);

    // Logout (useLogout: clear the cache, then the identity is null).
    queryClient.clear();
    await vi.waitFor(() => expect(getEcho()).toBeNull());
    queryClient.setQueryData(identityKeys.user(), null);
    await Promise.resolve();
    expect(getEcho()).toBeNull();
  });
});
