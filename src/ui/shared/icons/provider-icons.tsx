import { createIcon } from '@chakra-ui/react';

const hidden = { 'aria-hidden': true, focusable: false } as const;

/** The external identity providers' marks, in their own colours. */
export const GoogleIcon = createIcon({
  displayName: 'GoogleIcon',
  viewBox: '0 0 24 24',
  defaultProps: hidden,
  path: [
    <path
      key="b"
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
    />,
    <path
      key="g"
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
    />,
    <path key="y" fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1z" />,
    <path
      key="r"
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
    />,
  ],
});

export const FacebookIcon = createIcon({
  displayName: 'FacebookIcon',
  viewBox: '0 0 24 24',
  defaultProps: hidden,
  path: [
    <circle key="c" cx="12" cy="12" r="12" fill="#1877F2" />,
    <path
      key="f"
      fill="#fff"
      d="M13.4 24v-8.4h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7v-3a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.5H7.2v3.3H10V24h3.4z"
    />,
  ],
});

export const MicrosoftIcon = createIcon({
  displayName: 'MicrosoftIcon',
  viewBox: '0 0 24 24',
  defaultProps: hidden,
  path: [
    <rect key="r" x="1" y="1" width="10.5" height="10.5" fill="#F25022" />,
    <rect key="g" x="12.5" y="1" width="10.5" height="10.5" fill="#7FBA00" />,
    <rect key="b" x="1" y="12.5" width="10.5" height="10.5" fill="#00A4EF" />,
    <rect key="y" x="12.5" y="12.5" width="10.5" height="10.5" fill="#FFB900" />,
  ],
});
