import { createContext, useContext } from 'react';

/**
 * Whether the screen is in the signed-in area, whose guard takes the rider to the login page as soon as the session
 * ends. A screen outside it (the account-deleted notice) goes there itself.
 */
export const LoginGuarded = createContext(false);

export const useLoginGuarded = (): boolean => useContext(LoginGuarded);
