import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnterpriseArrivalOutcome } from '../../../../src/core/session/prepare-enterprise-login';
import { useProviderLogin } from '../../../../src/ui/features/sign-in/use-provider-login';
import { anAccount } from '../../../support/builders/account-builder';
import { deferred, renderHookInPortal } from '../../support/hook-harness';

describe('useProviderLogin', () => {
  it('takes no second sign-in until the first login has gone on to the dashboard', async () => {
    const started: string[] = [];
    const dashboardReached = deferred();
    const dashboardLoaded = deferred();
    const { hook } = await renderHookInPortal(useProviderLogin, [
      {
        path: '/dashboard',
        loader: async () => {
          dashboardReached.resolve();
          await dashboardLoaded.promise;
          return null;
        },
        element: null,
      },
    ]);
    await waitFor(() => expect(hook).not.toThrow());
    const work = (name: string) => async (): Promise<EnterpriseArrivalOutcome> => {
      started.push(name);
      return { kind: 'signed-in', account: anAccount().withLanguage('en').build() };
    };
    const messageOf = () => 'not completed';

    let first!: Promise<unknown>;
    act(() => {
      first = hook().attempt('google', work('first'), messageOf);
    });
    await act(() => dashboardReached.promise);
    act(() => {
      void hook().attempt('facebook', work('second'), messageOf);
    });
    expect(started).toEqual(['first']);

    dashboardLoaded.resolve();
    await act(() => first);
    await act(() => hook().attempt('facebook', work('third'), messageOf));
    expect(started).toEqual(['first', 'third']);
  });
});
