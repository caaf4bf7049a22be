import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import type { Note } from './outcome-notes';

/** What came of the rider's last step, announced when it appears; a card in an account offers to log in. */
export function NoteAlert({ note }: { readonly note: Note }) {
  const { t } = useTranslation('card-check');
  return (
    <Alert.Root role={note.tone === 'error' ? 'alert' : 'status'} status={note.tone} variant="subtle">
      <Alert.Indicator aria-hidden="true" />
      <Alert.Content>
        <Alert.Title fontWeight="medium">{note.text}</Alert.Title>
        {note.logIn && (
          <Alert.Description>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={PATHS.login}>{t('logIn')}</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
