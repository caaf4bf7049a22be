import { Alert } from '@chakra-ui/react';

/** An error of the whole form (not of one field), announced when it appears (role="alert"). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root role="alert" status="error" variant="subtle">
      <Alert.Indicator aria-hidden="true" />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
