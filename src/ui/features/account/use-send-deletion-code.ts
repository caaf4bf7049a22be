import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequestAccountDeletion } from '../../../core/account/delete-account';
import { useUseCase } from '../../shared/di/use-use-case';
import { useAction } from '../../shared/hooks/use-action';
import { PATHS } from '../../shared/paths';
import { CODE_SENT } from './deletion-code-sent';

/** Sends the deletion code to the account's address, then opens the confirm page saying it was sent. */
export function useSendDeletionCode({ replace = false }: { replace?: boolean } = {}) {
  const requestDeletion = useUseCase(RequestAccountDeletion);
  const run = useAction();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const sent = await run(async () => {
      await requestDeletion.execute();
      return true;
    });
    setSending(false);
    if (sent) void navigate(PATHS.deletionConfirm, { replace, state: CODE_SENT });
  };
  return { sending, send };
}
