import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createUiState } from '../../../src/ui/shared/state/ui-state';
import { UpdatePrompt } from '../../../src/ui/shell/update-prompt';
import { anAccount } from '../../support/builders/account-builder';
import { portalProviders } from '../support/portal-providers';

describe('the update prompt (docs/adr/0012-offline-reading.md)', () => {
  it('says nothing until a new version waits, then offers to reload into it', async () => {
    const state = createUiState(anAccount().build(), { shipped: ['en'], fallback: 'en' });
    const { Wrapper } = await portalProviders(state);
    render(
      <Wrapper>
        <UpdatePrompt />
      </Wrapper>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    const reload = vi.fn();
    act(() => state.updates.offer(reload));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available — reload');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
