import { strokeIcon } from '../icons/stroke-icon';

/** A phone: marks a card carried in a phone or wearable wallet (form factor DEVICE). */
export const PhoneIcon = strokeIcon(
  'PhoneIcon',
  <rect key="a" x="7" y="2.5" width="10" height="19" rx="2" />,
  <path key="b" d="M11 18.5h2" />,
);
